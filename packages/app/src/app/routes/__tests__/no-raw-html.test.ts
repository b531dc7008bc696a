// Static guard: user text is rendered as text, so no source of the app or the ui kit may hand
// markup to the DOM. Any sink that parses a string as HTML fails this test, naming file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The jsdom environment gives import.meta.url a non-file scheme; the filename is the real path.
const thisFile = import.meta.filename;
const packagesDir = join(import.meta.dirname, '../../../../..');

/** String-to-HTML sinks: React's escape hatch and the DOM's parsing setters and methods. */
const HTML_SINKS: readonly RegExp[] = [
  /dangerouslySetInnerHTML/,
  /\.(?:inner|outer)HTML\s*\+?=(?!=)/,
  /\binsertAdjacentHTML\s*\(/,
  /\bdocument\.write(?:ln)?\s*\(/,
  /\bcreateContextualFragment\s*\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(?:tsx?|jsx?|mjs)$/.test(entry.name) && path !== thisFile ? [path] : [];
  });
}

describe.each(['app/src', 'ui/src'])('%s', (root) => {
  it('never renders a string as HTML', () => {
    const files = sourceFiles(join(packagesDir, root));
    expect(files.length).toBeGreaterThan(10);
    const hits = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          HTML_SINKS.some((sink) => sink.test(line))
            ? [`${relative(packagesDir, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(hits).toEqual([]);
  });
});
