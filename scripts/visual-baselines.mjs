// Visual baselines for the story check (scripts/test-stories.mjs): each story × theme screenshot is
// compared with a committed PNG (pixelmatch, anti-aliased pixels ignored); a changed story fails
// and lands in an HTML report with baseline, new and diff side by side. `--update-baselines`
// rewrites, on purpose, the PNGs of stories that changed or are new (`pnpm storybook:baselines`).
import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** YIQ colour distance (0–1) below which two pixels count as equal: renders are pixel-identical on
 * one machine, so this only absorbs rounding; anti-aliased edge pixels are ignored by pixelmatch. */
const THRESHOLD = 0.05;
/** Changed pixels a screenshot may have and still pass (0: any real change fails). */
const MAX_DIFF_PIXELS = 0;

/** A file name per story and theme, e.g. `forms-textfield--with-error.blue.png`. */
export function baselineName(storyId, themeName) {
  return `${storyId}.${themeName}.png`;
}

/**
 * Lossless and small: RGB without alpha (screenshots are opaque), deflate level 9. No row filter
 * with the default strategy beats pngjs's adaptive filters on flat UI screenshots (11.5 KB
 * against 16.9 KB a 480×360 shot on average, measured on these baselines) and is faster.
 */
function encode(png) {
  return PNG.sync.write(png, {
    colorType: 2,
    inputHasAlpha: true,
    deflateLevel: 9,
    deflateStrategy: 0,
    filterType: 0,
  });
}

function decode(buffer) {
  return PNG.sync.read(buffer);
}

/** Shots taken until two in a row match (at most this many): a screen still moving is not kept. */
const MAX_SHOTS = 12;
const SHOT_GAP_MS = 150;

/**
 * The first shot that the next one repeats, or the first that `wanted` accepts (the baseline); the
 * last one taken if the screen never holds still.
 */
async function steady(shoot, { first, wanted = () => false } = {}) {
  let previous = first ?? decode(await shoot());
  for (let shots = 1; shots < MAX_SHOTS && !wanted(previous); shots += 1) {
    await new Promise((resolve) => setTimeout(resolve, SHOT_GAP_MS));
    const next = decode(await shoot());
    if (next.data.equals(previous.data)) return next;
    previous = next;
  }
  return previous;
}

/** Pixels that differ beyond anti-aliasing and rounding, and an image marking them. */
function compare(expected, actual) {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { sizeChanged: true, pixels: Infinity };
  }
  if (expected.data.equals(actual.data)) return { pixels: 0 };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: THRESHOLD,
    includeAA: false,
    diffColor: [255, 0, 255],
    alpha: 0.2,
  });
  return { pixels, diff };
}

/**
 * @param {object} options
 * @param {string} options.baselineDir committed baselines
 * @param {string} options.reportDir where the HTML report and changed images go (not committed)
 * @param {boolean} options.update write the screenshots that differ from their baseline or have none
 */
export async function createVisualCheck({ baselineDir, reportDir, update }) {
  await mkdir(baselineDir, { recursive: true });
  await rm(reportDir, { recursive: true, force: true });
  const seen = new Set();
  const changes = [];
  let compared = 0;
  let written = 0;
  let kept = 0;

  let skipped = 0;
  return {
    /** A story opted out (parameters.visual.skip): its baseline, if any, is not stale. */
    skip(storyId, themeName) {
      seen.add(baselineName(storyId, themeName));
      skipped += 1;
    },

    /**
     * Compares (or, updating, stores when changed) a story's screenshot; returns a problem or
     * null. `shoot` takes one: a screen still settling (a late image, a list arriving) is shot
     * again until two shots in a row are the same, so only a state that holds is stored or
     * reported.
     */
    async check(storyId, themeName, shoot) {
      const name = baselineName(storyId, themeName);
      seen.add(name);
      const file = path.join(baselineDir, name);
      const stored = await readFile(file).catch(() => null);
      if (!stored) {
        if (update) {
          await writeFile(file, encode(await steady(shoot)));
          written += 1;
          return null;
        }
        compared += 1;
        const actual = decode(await shoot());
        changes.push({ name, storyId, themeName, actual, kind: 'new story (no baseline)' });
        return `no visual baseline ${name}: run pnpm storybook:baselines`;
      }
      const expected = decode(stored);
      let actual = decode(await shoot());
      let found = compare(expected, actual);
      if (found.pixels > MAX_DIFF_PIXELS) {
        const matches = (shot) => compare(expected, shot).pixels <= MAX_DIFF_PIXELS;
        actual = await steady(shoot, { first: actual, wanted: matches });
        found = compare(expected, actual);
      }
      if (update) {
        // A story that looks as its baseline keeps the file: a re-encoded copy, or one differing
        // only in the rounding the check ignores, would be a change to commit that shows nothing.
        if (found.pixels <= MAX_DIFF_PIXELS) {
          kept += 1;
        } else {
          await writeFile(file, encode(actual));
          written += 1;
        }
        return null;
      }
      compared += 1;
      if (found.sizeChanged) {
        changes.push({ name, storyId, themeName, actual, expected, kind: 'size changed' });
        return `screenshot is ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`;
      }
      if (found.pixels <= MAX_DIFF_PIXELS) return null;
      const { diff, pixels } = found;
      changes.push({ name, storyId, themeName, actual, expected, diff, pixels, kind: 'changed' });
      return `${pixels} pixel(s) differ from the visual baseline ${name}`;
    },

    /** Removes baselines of stories that are gone (updating, full runs only); writes the report. */
    async finish({ complete }) {
      const stale = [];
      if (complete) {
        for (const file of await readdir(baselineDir)) {
          if (file.endsWith('.png') && !seen.has(file)) stale.push(file);
        }
        if (update) await Promise.all(stale.map((file) => unlink(path.join(baselineDir, file))));
      }
      let report = null;
      if (changes.length > 0) report = await writeReport(reportDir, changes);
      return {
        compared,
        written,
        kept,
        skipped,
        changes,
        stale: update ? [] : stale,
        removed: update ? stale : [],
        report,
      };
    },
  };
}

async function writeReport(reportDir, changes) {
  await mkdir(reportDir, { recursive: true });
  const rows = [];
  for (const change of changes) {
    const base = change.name.replace(/\.png$/, '');
    const cells = [];
    for (const [label, png] of [
      ['baseline', change.expected],
      ['new', change.actual],
      ['diff', change.diff],
    ]) {
      if (!png) {
        cells.push(`<figure><figcaption>${label}</figcaption><p>none</p></figure>`);
        continue;
      }
      const file = `${base}.${label}.png`;
      await writeFile(path.join(reportDir, file), PNG.sync.write(png));
      cells.push(
        `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${label} of ${escape(change.name)}"></a></figure>`,
      );
    }
    rows.push(
      `<section><h2>${escape(change.storyId)} <small>[${change.themeName}]</small></h2>` +
        `<p>${change.kind}${change.pixels ? `: ${change.pixels} pixel(s) differ (magenta in the diff)` : ''}. ` +
        `Story: <code>iframe.html?id=${escape(change.storyId)}&amp;globals=theme:${change.themeName}</code></p>` +
        `<div class="row">${cells.join('')}</div></section>`,
    );
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes (${changes.length})</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f5f5f7; color: #111; }
section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
h2 { font-size: 16px; margin: 0 0 4px; }
.row { display: flex; gap: 12px; overflow-x: auto; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
img { display: block; max-width: 480px; border: 1px solid #ccc; image-rendering: pixelated; }
</style></head><body>
<h1>Visual changes: ${changes.length} screenshot(s) differ from the committed baselines</h1>
<p>Intended? Rewrite the baselines with <code>pnpm storybook:baselines</code> and commit them.
Not intended? Fix the change; the diff marks changed pixels in magenta.</p>
${rows.join('\n')}
</body></html>
`;
  const file = path.join(reportDir, 'index.html');
  await writeFile(file, html);
  return file;
}

function escape(text) {
  return String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
}
