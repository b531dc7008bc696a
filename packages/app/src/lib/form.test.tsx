import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useZodForm } from './form';
import { z } from './zod';

const nameSchema = z.object({ name: z.string().trim().min(1, 'Name Required') });

function NameForm({
  load,
  onValid,
}: {
  load: () => Promise<typeof nameSchema>;
  onValid: (values: { name: string }) => void;
}) {
  const form = useZodForm(load, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <input aria-label="Name" {...form.register('name')} />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('loads its schema once the first interaction is answered, not with the page', async () => {
    const load = vi.fn(() => Promise.resolve(nameSchema));
    render(<NameForm load={load} onValid={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerDown(document.body);
    // Not inside the press itself: after the frame that answers it.
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.focusIn(screen.getByLabelText('Name'));
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for the schema on a submit before any interaction and shows the schema's message", async () => {
    const load = vi.fn(() => Promise.resolve(nameSchema));
    const onValid = vi.fn();
    render(<NameForm load={load} onValid={onValid} />);

    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name Required');
    expect(onValid).not.toHaveBeenCalled();

    // Re-validation on change, and the next submit, use the schema already loaded.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

// Static guard: zod loads on demand, so outside the schemas and tests no module imports one that
// brings zod (src/lib/zod.ts) at runtime, directly or through others; `import type` and `import()`
// are fine.
describe('zod stays out of first loads', () => {
  const srcDir = join(import.meta.dirname, '..');
  const zodLib = join(srcDir, 'lib/zod.ts');

  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });

  /** Whether an import or re-export statement loads its module at runtime. */
  const isRuntime = (statement: string) => {
    if (/^(?:import|export)\s+type\s/.test(statement)) return false;
    const named = /^(?:import|export)\s*\{([^}]*)\}/.exec(statement);
    if (!named) return true;
    const names = named[1]!.split(',').map((name) => name.trim());
    return names.some((name) => name !== '' && !name.startsWith('type '));
  };

  const resolveSource = (from: string, specifier: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => resolve(dirname(from), specifier) + ext)
      .find((path) => existsSync(path));

  const runtimeImports = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)';/gm)]
      .filter(([statement]) => isRuntime(statement))
      .flatMap(([, specifier]) => resolveSource(file, specifier!) ?? []);

  const pulls = new Map<string, boolean>();
  const pullsZod = (file: string): boolean => {
    if (file === zodLib) return true;
    if (!pulls.has(file)) {
      pulls.set(file, false);
      pulls.set(file, runtimeImports(file).some(pullsZod));
    }
    return pulls.get(file)!;
  };

  it('only schemas and tests import zod statically', () => {
    const allowed = (file: string) =>
      file === zodLib ||
      /\/schemas\/|\/__tests__\/|\/testing\/|\.(?:test|stories)\.tsx?$/.test(file);
    const files = sourceFiles(srcDir).filter((file) => !allowed(file));
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) =>
      runtimeImports(file)
        .filter(pullsZod)
        .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
    );
    expect(hits).toEqual([]);
  });
});
