import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportSnapshot } from '../src/db/index.ts';
import { startStandaloneServer, type StandaloneServer } from '../src/runtimes/standalone.ts';
import { DataFileLockedError } from '../src/storage/data-file-lock.ts';
import { runCrashTrials } from '../tools/crash.ts';

/**
 * Durability of the standalone mock's state file (issue 24, part 2): damaged files are set aside
 * for the last good copy, a second server on the same file is refused, and writes answered 2xx
 * survive `kill -9` (a few trials here; `pnpm mock:crash` runs 200).
 */
describe('standalone state file', () => {
  let folder: string;
  let dataFile: string;
  const started: StandaloneServer[] = [];

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'endless-durability-'));
    dataFile = join(folder, 'db.json');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const server of started.splice(0)) await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function start(reset = false): Promise<StandaloneServer> {
    const server = await startStandaloneServer({ port: 0, dataFile, reset });
    started.push(server);
    return server;
  }
  async function stop(server: StandaloneServer): Promise<void> {
    await server.close();
    started.splice(started.indexOf(server), 1);
  }

  async function setAbout(server: StandaloneServer, content: string): Promise<void> {
    const login = await fetch(`${server.url}/OAuth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'member-pass', remember: false }),
    });
    const { tokens } = (await login.json()) as { tokens: { access_token: string } };
    const write = await fetch(`${server.url}/account/about`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.access_token}`,
      },
      body: JSON.stringify({ content }),
    });
    expect(write.status).toBe(200);
  }
  async function about(server: StandaloneServer): Promise<string> {
    const profile = await fetch(`${server.url}/main/data/user?user_id=1`);
    return ((await profile.json()) as { profile_data: { about: string } }).profile_data.about;
  }

  /**
   * Two lives of a server: the first writes "kept", the second "latest". Each start and stop folds
   * the journal into a new snapshot, so `db.json` holds "latest" and `db.json.bak` (the snapshot
   * before it) "kept".
   */
  async function twoWrites(): Promise<void> {
    const first = await start(true);
    await setAbout(first, 'kept');
    await stop(first);
    const second = await start();
    await setAbout(second, 'latest');
    expect(await about(second)).toBe('latest');
    await stop(second);
  }

  const errors = () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mock.calls.map((args) => args.join(' ')).join('\n');
  };

  it('sets a truncated file aside, says why, and starts from the last good copy', async () => {
    await twoWrites();
    const saved = await readFile(dataFile, 'utf8');
    await writeFile(dataFile, saved.slice(0, saved.length / 2));
    const logged = errors();

    const server = await start();
    expect(await about(server)).toBe('kept');
    const aside = (await readdir(folder)).filter((name) => name.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(folder, aside[0]!), 'utf8')).toBe(saved.slice(0, saved.length / 2));
    expect(logged()).toContain(`${dataFile} is damaged: not valid JSON`);
    expect(logged()).toContain(`Moved it to ${join(folder, aside[0]!)}`);
    expect(logged()).toContain(`Starting from the last good copy ${dataFile}.bak`);
    // The server saved again at once: the file is whole and holds the last good state.
    expect(JSON.parse(await readFile(dataFile, 'utf8'))).toMatchObject({ version: 2 });
  });

  it('sets aside a file whose rows break the schemas, naming the row', async () => {
    await twoWrites();
    const snapshot = JSON.parse(await readFile(dataFile, 'utf8')) as {
      collections: { accounts: { nodes: unknown }[] };
    };
    snapshot.collections.accounts[3]!.nodes = 'lots';
    await writeFile(dataFile, JSON.stringify(snapshot));
    const logged = errors();

    const server = await start();
    expect(await about(server)).toBe('kept');
    expect(logged()).toMatch(/is damaged: accounts\[3\] breaks its schema \(nodes: /);
  });

  it('replays the journal of changed rows over its snapshot, dropping a line cut short', async () => {
    const server = await start(true);
    await setAbout(server, 'journaled');
    // The files as a kill -9 would leave them: the write is in the journal, not the snapshot.
    const copy = join(folder, 'copy');
    await mkdir(copy);
    await copyFile(dataFile, join(copy, 'db.json'));
    const journal = await readFile(`${dataFile}.journal`, 'utf8');
    expect(journal).toContain('journaled');
    expect(await readFile(dataFile, 'utf8')).not.toContain('journaled');
    await writeFile(join(copy, 'db.json.journal'), `${journal}{"rows":[{"c":"accou`);
    await stop(server);

    dataFile = join(copy, 'db.json');
    const logged = errors();
    const restarted = await start();
    expect(await about(restarted)).toBe('journaled');
    expect(logged()).not.toContain('damaged');
  });

  it('replays creates, updates and deletes to the same database, row for row and in order', async () => {
    const server = await start(true);
    const login = await fetch(`${server.url}/OAuth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'member-pass', remember: false }),
    });
    const { tokens } = (await login.json()) as { tokens: { access_token: string } };
    const send = async (method: string, path: string, body: unknown) => {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.access_token}`,
        },
        body: JSON.stringify(body),
      });
      expect(answer.status, `${method} ${path}`).toBe(200);
    };
    // At once, so several new rows share one save: the journal must keep their order.
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send('POST', '/main/dashboard/status', { content: `Journal status ${index}` }),
      ),
    );
    await setAbout(server, 'journaled twice');
    // A row created then deleted, and one created again.
    await send('POST', '/main/user/follow', { user_id: 12 });
    await send('DELETE', '/main/user/follow', { user_id: 12 });
    await send('POST', '/main/user/follow', { user_id: 12 });
    const live = JSON.stringify(exportSnapshot());
    // The files as a kill -9 would leave them: the snapshot of the start, then the journal.
    const copy = join(folder, 'copy');
    await mkdir(copy);
    await copyFile(dataFile, join(copy, 'db.json'));
    await copyFile(`${dataFile}.journal`, join(copy, 'db.json.journal'));
    await stop(server);

    dataFile = join(copy, 'db.json');
    await start();
    expect(JSON.stringify(exportSnapshot())).toBe(live);
  });

  it('seeds only after setting aside both files when the last good copy is damaged too', async () => {
    await twoWrites();
    await writeFile(dataFile, '{"version": 2, "collec');
    await writeFile(`${dataFile}.bak`, '');
    const logged = errors();

    const server = await start();
    expect(await about(server)).not.toMatch(/kept|latest/);
    const names = await readdir(folder);
    expect(names.filter((name) => name.startsWith('db.json.corrupt-'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('db.json.bak.corrupt-'))).toHaveLength(1);
    expect(logged()).toContain('The last good copy is damaged too: seeding.');
  });

  it('refuses a second server on the same file while the first runs, then lets it in', async () => {
    const first = await start(true);
    const refused = startStandaloneServer({ port: 0, dataFile });
    await expect(refused).rejects.toBeInstanceOf(DataFileLockedError);
    await expect(refused).rejects.toThrow(
      `${dataFile} is in use by another mock server (pid ${process.pid}, lock ${dataFile}.lock)`,
    );
    await stop(first);
    const second = await start();
    expect((await fetch(`${second.url}/ping`)).status).toBe(200);
  });

  it('starts on a data file whose folder does not exist yet (a fresh clone)', async () => {
    dataFile = join(folder, 'not-yet', 'db.json');
    const server = await start();
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
    expect((await readFile(`${dataFile}.lock`, 'utf8')).trim()).toBe(String(process.pid));
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${dataFile}.lock`, `${gone}\n`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await start(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`(pid ${gone}) is gone`));
    expect((await readFile(`${dataFile}.lock`, 'utf8')).trim()).toBe(String(process.pid));
    await stop(server);
    await expect(readFile(`${dataFile}.lock`)).rejects.toThrow(/ENOENT/);
  });

  it('keeps every write answered 2xx through kill -9 a few milliseconds later', async () => {
    const refusals: string[] = [];
    const report = await runCrashTrials(2, {
      folder,
      // While a killed-and-restarted process runs, this process may not open its file.
      onLife: async (mock, file) => {
        await expect(startStandaloneServer({ port: 0, dataFile: file })).rejects.toThrow(
          `(pid ${mock.pid}, lock`,
        );
        refusals.push(String(mock.pid));
      },
    });
    expect(report).toMatchObject({ trials: 2, acknowledged: 4, lost: 0, lockTakeovers: 2 });
    expect(report.failures).toEqual([]);
    expect(refusals).toHaveLength(3);
  }, 30_000);
});
