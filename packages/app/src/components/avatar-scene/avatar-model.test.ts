import { parseCharacterCode, SLOT_COUNT } from '@endless/character';
import { server } from '@endless/mock-server/node';
import { http, HttpResponse } from 'msw';
import { Texture, TextureLoader, type Object3D } from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarModel, type AvatarStatus } from './avatar-model';

// The mock's content host serves every model and clip key; the tests break or hold back single ones.
const CONTENT_URL = 'https://content.endless.localhost';
const HAT = 'hat_cap01';
const SHOES = 'shoes_run';

/** Body, eyes and clips, a hat (slot 3) and shoes (slot 17); the other slots bare. */
function codeWearing(hat: string, shoes: string): string {
  const entries = ['body_01:f1c27d', 'eyes_round:2b1b0e', 'idle_01:wave_01:turn_01'];
  for (let slot = 3; slot <= 17; slot += 1) {
    const model = slot === 3 ? hat : slot === 17 ? shoes : null;
    entries.push(model ? `${model}:${model}_n:${model}_o:${model}_d` : '');
  }
  return entries.join(',');
}

function watch(code: string) {
  const statuses: AvatarStatus[] = [];
  const model = new AvatarModel(CONTENT_URL, false, (status) => statuses.push(status));
  model.setParts(parseCharacterCode(code), code);
  const last = () => statuses.at(-1);
  return { model, last };
}

const typesIn = (root: Object3D) => {
  const found: string[] = [];
  root.traverse((node) => found.push(node.type));
  return found;
};

describe('AvatarModel: parts from the content host', () => {
  beforeEach(() => {
    // jsdom decodes no images: maps arrive as blank textures, the models are real GLB files.
    vi.spyOn(TextureLoader.prototype, 'loadAsync').mockImplementation(
      async () => new Texture(document.createElement('img')),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads every part: 16 of 16 for the pre-render check, none a stand-in', async () => {
    const { model, last } = watch(codeWearing(HAT, SHOES));
    await vi.waitFor(() => expect(last()).toMatchObject({ loaded: 1 + SLOT_COUNT, failed: 0 }), {
      timeout: 20_000,
    });
    expect(typesIn(model.group)).toContain('SkinnedMesh');
    // Stand-in shapes are plain meshes; the host's models are all skinned.
    expect(typesIn(model.group)).not.toContain('Mesh');
    model.dispose();
  });

  it('shows a stand-in for a model that fails, logs it once, and never counts it as loaded', async () => {
    server.use(
      http.get(`*/resources/models/${HAT}_gone.glb`, () => new HttpResponse(null, { status: 404 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const code = codeWearing(`${HAT}_gone`, SHOES);
    const first = watch(code);
    await vi.waitFor(() => expect(first.last()).toMatchObject({ failed: 1 }), { timeout: 20_000 });
    // Everything else arrives: the body with its eyes and 14 slots; the hat is missing.
    await vi.waitFor(() => expect(first.last()).toMatchObject({ loaded: SLOT_COUNT, failed: 1 }), {
      timeout: 20_000,
    });
    expect(typesIn(first.model.group)).toContain('Mesh');

    // A second scene retries the model and fails again: still one line in the console.
    const second = watch(code);
    await vi.waitFor(() => expect(second.last()).toMatchObject({ failed: 1 }), { timeout: 20_000 });
    const failures = warn.mock.calls.filter(([text]) => String(text).includes(`${HAT}_gone.glb`));
    expect(failures).toHaveLength(1);
    expect(String(failures[0]![0])).toMatch(/did not load .*a stand-in shows/);
    first.model.dispose();
    second.model.dispose();
  });

  it('does not let a slow part hold back the others', async () => {
    let releaseShoes = () => {};
    const shoesHeld = new Promise<void>((resolve) => (releaseShoes = resolve));
    server.use(
      http.get(`*/resources/models/${SHOES}_slow.glb`, async () => {
        await shoesHeld;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { model, last } = watch(codeWearing(HAT, `${SHOES}_slow`));
    // The body, eyes, hat and bare slots are in while the shoes still load.
    await vi.waitFor(() => expect(last()).toMatchObject({ loaded: SLOT_COUNT, failed: 0 }), {
      timeout: 20_000,
    });
    expect(typesIn(model.group)).toContain('SkinnedMesh');
    releaseShoes();
    await vi.waitFor(() => expect(last()).toMatchObject({ loaded: SLOT_COUNT, failed: 1 }));
    model.dispose();
  });
});
