// Dev-only panel for the in-browser mock: sign in as a seeded persona, reset the data, inject
// faults and latency. main.tsx imports it only when import.meta.env.DEV, so builds never contain it.
import type { EndlessMockControls } from '@endless/mock-server/browser';
import { FAULT_KINDS, REALISTIC_LATENCY, type FaultKind } from '@endless/mock-server/controls';
import { errorMessage } from '@endless/client';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { paths } from '../../config/paths';
import { apiClient } from '../../lib/api/client';
import { tokenStore } from '../../lib/session';
import './mock-controls.css';

interface AppHandle {
  navigate: (to: string) => Promise<void>;
  queryClient: QueryClient;
}

const LATENCIES = {
  none: { label: 'None', min: 0, max: 0 },
  realistic: { label: 'Realistic', ...REALISTIC_LATENCY },
  slow: { label: 'Slow (2 s)', min: 2000, max: 2000 },
} as const;
type LatencyName = keyof typeof LATENCIES;

/** Runs one panel action at a time and reports how it went in the status line. */
function useRunner() {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(label: string, action: () => Promise<void> | void) {
    setBusy(true);
    setStatus(`${label}…`);
    try {
      await action();
      setStatus(`${label}: done`);
    } catch (error) {
      setStatus(`${label}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return { status, setStatus, busy, run };
}

type Runner = ReturnType<typeof useRunner>;

function MockControls({ app, mock }: { app: AppHandle; mock: EndlessMockControls }) {
  const runner = useRunner();
  return (
    <details className="app-mock-controls">
      <summary>Mock backend</summary>
      <div className="app-mock-controls__body">
        <PersonaSignIn app={app} mock={mock} runner={runner} />
        <FaultInjection mock={mock} runner={runner} />
        <LatencyChoice mock={mock} runner={runner} />
        <SessionActions app={app} mock={mock} runner={runner} />
        <p className="app-mock-controls__status" role="status">
          {runner.status}
        </p>
      </div>
    </details>
  );
}

interface RowProps {
  app: AppHandle;
  mock: EndlessMockControls;
  runner: Runner;
}

function PersonaSignIn({ app, mock: { personas }, runner: { busy, run } }: RowProps) {
  const [persona, setPersona] = useState<string>(personas[0].username);

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    const chosen = personas.find((p) => p.username === persona);
    if (!chosen) return;
    void run(`Sign in as ${chosen.username}`, async () => {
      // The real login, exactly as the login form sends it.
      const { data } = await apiClient.POST('/OAuth2/authorize', {
        body: { username: chosen.username, password: chosen.password, remember: true },
      });
      if (!data) throw new Error('login answered without tokens');
      // A new identity: the session drops the previous persona's data.
      tokenStore.set(data.tokens, { remember: true });
      await app.navigate(paths.dashboard.getHref());
    });
  };

  return (
    <form className="app-mock-controls__row" onSubmit={signIn}>
      <label>
        Persona
        <select value={persona} onChange={(event) => setPersona(event.target.value)}>
          {personas.map((p) => (
            <option key={p.id} value={p.username} title={p.role}>
              {p.username}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}

function FaultInjection({ mock, runner: { busy, run } }: Omit<RowProps, 'app'>) {
  const [fault, setFault] = useState<FaultKind>(FAULT_KINDS[0]);
  return (
    <div className="app-mock-controls__row">
      <label>
        Fault for the next request
        <select value={fault} onChange={(event) => setFault(event.target.value as FaultKind)}>
          {FAULT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={() => run(`Inject ${fault}`, () => mock.injectFaults(fault))}
      >
        Inject
      </button>
    </div>
  );
}

function LatencyChoice({ mock, runner: { setStatus } }: Omit<RowProps, 'app'>) {
  const [latency, setLatencyName] = useState<LatencyName>('realistic');
  return (
    <div className="app-mock-controls__row">
      <label>
        Latency
        <select
          value={latency}
          onChange={(event) => {
            const name = event.target.value as LatencyName;
            setLatencyName(name);
            mock.setLatency(LATENCIES[name].min, LATENCIES[name].max);
            setStatus(`Latency: ${LATENCIES[name].label}`);
          }}
        >
          {Object.entries(LATENCIES).map(([name, { label }]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function SessionActions({ app, mock, runner: { busy, run } }: RowProps) {
  return (
    <div className="app-mock-controls__row">
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run('Reset data', async () => {
            await mock.reset();
            // Seeded sessions are gone: sign out so the app does not hold a dead token, and
            // forget even public answers, which the reset replaced.
            tokenStore.clear();
            app.queryClient.clear();
            await app.navigate(paths.landing.getHref());
          })
        }
      >
        Reset data
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          run('Sign out', async () => {
            tokenStore.clear();
            await app.navigate(paths.landing.getHref());
          })
        }
      >
        Sign out
      </button>
    </div>
  );
}

/** Mounts the panel in its own root, outside the app's tree and theme. */
export function mountMockControls(app: AppHandle): void {
  // Set by startMockWorker; the panel drives the same controls as the browser console.
  const mock = window.__endlessMock;
  if (!mock) return;
  const container = document.createElement('div');
  container.id = 'endless-mock-controls';
  document.body.append(container);
  createRoot(container).render(<MockControls app={app} mock={mock} />);
}
