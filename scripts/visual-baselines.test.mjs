import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { baselineName, createVisualCheck } from './visual-baselines.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A 40×30 opaque screenshot, grey `shade`, with a 10×10 square of `square` at its corner. */
function screenshot({ shade = 200, square = shade } = {}) {
  const png = new PNG({ width: 40, height: 30 });
  for (let y = 0; y < 30; y += 1) {
    for (let x = 0; x < 40; x += 1) {
      const i = (y * 40 + x) * 4;
      const value = x < 10 && y < 10 ? square : shade;
      png.data.set([value, value, value, 255], i);
    }
  }
  return PNG.sync.write(png);
}

/** A baseline folder holding one story's PNG; returns the check and the file's path. */
async function checkWithBaseline(stored, { update }) {
  root = mkdtempSync(join(tmpdir(), 'visual-baselines-'));
  const baselineDir = join(root, 'baselines');
  const check = await createVisualCheck({ baselineDir, reportDir: join(root, 'report'), update });
  const file = join(baselineDir, baselineName('forms-textfield--default', 'blue'));
  if (stored) writeFileSync(file, stored);
  return { check, file };
}

const shooting = (shot) => async () => shot;

describe('createVisualCheck, updating the baselines', () => {
  it('keeps the file of a story that differs from its baseline only by rounding', async () => {
    const stored = screenshot({ shade: 200 });
    const { check, file } = await checkWithBaseline(stored, { update: true });

    await check.check('forms-textfield--default', 'blue', shooting(screenshot({ shade: 201 })));

    expect(readFileSync(file).equals(stored)).toBe(true);
    expect(await check.finish({ complete: true })).toMatchObject({ written: 0, kept: 1 });
  });

  it('writes the new look of a story that changed', async () => {
    const changed = screenshot({ shade: 200, square: 0 });
    const { check, file } = await checkWithBaseline(screenshot({ shade: 200 }), { update: true });

    await check.check('forms-textfield--default', 'blue', shooting(changed));

    expect(PNG.sync.read(readFileSync(file)).data).toEqual(PNG.sync.read(changed).data);
    expect(await check.finish({ complete: true })).toMatchObject({ written: 1, kept: 0 });
  });

  it('writes the baseline of a new story', async () => {
    const { check, file } = await checkWithBaseline(null, { update: true });

    await check.check('forms-textfield--default', 'blue', shooting(screenshot()));

    expect(PNG.sync.read(readFileSync(file)).data).toEqual(PNG.sync.read(screenshot()).data);
    expect(await check.finish({ complete: true })).toMatchObject({ written: 1, kept: 0 });
  });
});

describe('createVisualCheck, comparing', () => {
  it('passes a story that differs from its baseline only by rounding', async () => {
    const { check } = await checkWithBaseline(screenshot({ shade: 200 }), { update: false });

    const problem = await check.check(
      'forms-textfield--default',
      'blue',
      shooting(screenshot({ shade: 201 })),
    );

    expect(problem).toBeNull();
  });

  it('fails a story that changed, naming its changed pixels', async () => {
    const { check } = await checkWithBaseline(screenshot({ shade: 200 }), { update: false });

    const problem = await check.check(
      'forms-textfield--default',
      'blue',
      shooting(screenshot({ shade: 200, square: 0 })),
    );

    expect(problem).toBe(
      '100 pixel(s) differ from the visual baseline forms-textfield--default.blue.png',
    );
  });
});
