// The avatar built from the content host's assets (contract: CharacterCode): the body model's
// skeleton carries the eyes and every worn item, the clips move it. Plain three.js, no React, so
// the scene component only mounts `group` and ticks `update`.
import { SLOT_COUNT, cssColour, type CharacterParts, type SlotAssets } from '@endless/character';
import {
  AnimationMixer,
  Color,
  Group,
  LoopOnce,
  MeshStandardMaterial,
  Skeleton,
  SkinnedMesh,
  type AnimationAction,
  type AnimationClip,
  type Bone,
  type Material,
  type Object3D,
  type Texture,
} from 'three';
import type { GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { clone as cloneSkinned } from 'three/examples/jsm/utils/SkeletonUtils.js';
import {
  clipUrl,
  leaseClip,
  leaseColourMap,
  leaseDataMap,
  leaseModel,
  logFailure,
  modelUrl,
  textureUrl,
  type Lease,
} from './assets';
import {
  disposeHung,
  standInBody,
  standInColour,
  standInEyes,
  standInItem,
  standInSkeleton,
  type Hung,
} from './stand-in';

type Joints = Map<string, Bone>;

/** A body still loading after this long shows its stand-in meanwhile, so the items can be worn. */
export const SLOW_BODY_MS = 1500;
const FADE_SECONDS = 0.4;

/**
 * Spec 02 §4/§9: the pre-render check needs 16 loaded parts: the body (which carries the eyes,
 * entries 0–1) and the 15 slots. A bare slot loads nothing and counts as loaded at once; a part
 * showing its stand-in has not loaded.
 */
export const PRE_RENDER_PARTS = 1 + SLOT_COUNT;

export interface AvatarStatus {
  /** The code the counts are for. */
  code: string;
  /** Parts of the pre-render check that really loaded (body with eyes, and the 15 slots). */
  loaded: number;
  /** Parts showing a stand-in because their model failed. */
  failed: number;
}

const standard = (colour: string, roughness: number) =>
  new MeshStandardMaterial({ color: new Color(colour), roughness });

/** A loaded model's skinned meshes, each with a material of its own (colours and maps differ). */
function skinnedMeshes(gltf: GLTF): { source: SkinnedMesh; material: MeshStandardMaterial }[] {
  const found: SkinnedMesh[] = [];
  gltf.scene.traverse((node) => {
    if ((node as SkinnedMesh).isSkinnedMesh) found.push(node as SkinnedMesh);
  });
  return found.map((source) => ({
    source,
    material: (source.material as MeshStandardMaterial).clone(),
  }));
}

/** The character code's colour multiplied into the materials the model marks (`extras.tint`). */
function tint(materials: MeshStandardMaterial[], colour: string, base: Map<Material, Color>) {
  for (const material of materials) {
    if (!material.userData.tint) continue;
    if (!base.has(material)) base.set(material, material.color.clone());
    material.color.copy(base.get(material)!).multiply(new Color(colour));
  }
}

/** A skinned mesh bound to the body's joints of the same names; null when one is missing. */
function bindToJoints(source: SkinnedMesh, material: Material, joints: Joints): SkinnedMesh | null {
  const bones = source.skeleton.bones.map((bone) => joints.get(bone.name));
  if (bones.some((bone) => !bone)) return null;
  const mesh = new SkinnedMesh(source.geometry, material);
  mesh.bind(new Skeleton(bones as Bone[], source.skeleton.boneInverses), source.bindMatrix);
  // The skin moves the vertices away from the bind pose's bounds.
  mesh.frustumCulled = false;
  return mesh;
}

function hang(hung: Hung, joints: Joints) {
  for (const { joint, object } of hung) joints.get(joint)?.add(object);
}

/** A part's stand-in shapes in its material; `own` keeps any other material it makes. */
type StandIn = (
  material: MeshStandardMaterial,
  own: (extra: MeshStandardMaterial) => MeshStandardMaterial,
) => Hung;

/** Eyes or a slot item: a model skinned to the body's joints, or its stand-in when it fails. */
class WornPart {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  private readonly leases: Lease<unknown>[] = [];
  private meshes: { source: SkinnedMesh; material: MeshStandardMaterial; bound?: SkinnedMesh }[] =
    [];
  private standIn: Hung | null = null;
  private readonly standInMaterials: MeshStandardMaterial[] = [];
  private joints: Joints | null = null;
  private maps = 0;
  private colour: string | null = null;
  private readonly base = new Map<Material, Color>();
  private disposed = false;

  constructor(
    private readonly scene: AvatarModel,
    readonly signature: string,
    private readonly model: string,
    private readonly standInOf: StandIn,
    private readonly slot: SlotAssets | null,
  ) {
    const lease = leaseModel(modelUrl(scene.contentUrl, model));
    this.leases.push(lease);
    lease.ready.then(
      (gltf) => !this.disposed && this.arrived(gltf),
      (error: unknown) => !this.disposed && this.failed(modelUrl(scene.contentUrl, model), error),
    );
    if (slot) this.loadMaps(slot);
  }

  /** Normal, ORM and diffuse maps, applied as each arrives; a missing map leaves the colour. */
  private loadMaps(slot: SlotAssets) {
    const url = (key: string) => textureUrl(this.scene.contentUrl, key);
    const maps: [Lease<Texture>, (material: MeshStandardMaterial, map: Texture) => void][] = [
      [
        leaseColourMap(url(slot.diffuse)),
        (material, map) => {
          material.map = map;
          material.color.set('#ffffff');
        },
      ],
      [leaseDataMap(url(slot.normal)), (material, map) => (material.normalMap = map)],
      [
        leaseDataMap(url(slot.orm)),
        (material, map) => {
          // ORM: occlusion in red, roughness in green, metalness in blue.
          material.aoMap = map;
          material.roughnessMap = map;
          material.metalnessMap = map;
          material.roughness = 1;
          material.metalness = 1;
        },
      ],
    ];
    for (const [lease, apply] of maps) {
      this.leases.push(lease);
      lease.ready
        .then(
          (map) => {
            if (this.disposed) return;
            this.applyMap = chain(this.applyMap, (material) => apply(material, map));
            this.materials().forEach((material) => {
              apply(material, map);
              material.needsUpdate = true;
            });
          },
          () => undefined,
        )
        .finally(() => {
          if (this.disposed) return;
          this.maps += 1;
          this.scene.changed();
        });
    }
  }

  /** Every map that has arrived, for materials made after it (a stand-in's). */
  private applyMap: (material: MeshStandardMaterial) => void = () => undefined;

  private materials(): MeshStandardMaterial[] {
    return [...this.meshes.map((mesh) => mesh.material), ...this.standInMaterials];
  }

  private arrived(gltf: GLTF) {
    this.meshes = skinnedMeshes(gltf);
    if (this.meshes.length === 0)
      return this.failed(modelUrl(this.scene.contentUrl, this.model), 'no skinned mesh');
    this.meshes.forEach(({ material }) => this.applyMap(material));
    if (this.colour) tint(this.materials(), this.colour, this.base);
    this.status = 'loaded';
    if (this.joints) this.attach(this.joints);
    this.scene.changed();
  }

  private failed(url: string, error: unknown) {
    logFailure('model', url, error);
    this.meshes = [];
    this.status = 'failed';
    const colour = this.slot ? standInColour(this.slot.model) : '#ffffff';
    const material = standard(colour, 0.7);
    this.applyMap(material);
    this.standInMaterials.push(material);
    this.standIn = this.standInOf(material, (extra) => {
      this.standInMaterials.push(extra);
      return extra;
    });
    if (this.colour) this.setColour(this.colour);
    if (this.joints) this.attach(this.joints);
    this.scene.changed();
  }

  /** The eye colour (items keep their maps' colours). */
  setColour(colour: string) {
    this.colour = colour;
    tint(this.materials(), colour, this.base);
  }

  /** Hangs the part on a body's joints: binds its skins, or hangs its stand-in. */
  attach(joints: Joints) {
    this.joints = joints;
    for (const mesh of this.meshes) {
      mesh.bound?.removeFromParent();
      mesh.bound = bindToJoints(mesh.source, mesh.material, joints) ?? undefined;
      if (mesh.bound) this.scene.group.add(mesh.bound);
    }
    if (this.standIn) hang(this.standIn, joints);
  }

  /** Loaded for the pre-render check: the model and every map have settled. */
  get ready(): boolean {
    return this.status === 'loaded' && (!this.slot || this.maps === 3);
  }

  dispose() {
    this.disposed = true;
    for (const mesh of this.meshes) {
      mesh.bound?.removeFromParent();
      mesh.material.dispose();
    }
    if (this.standIn) disposeHung(this.standIn);
    this.standInMaterials.forEach((material) => material.dispose());
    this.leases.forEach((lease) => lease.release());
  }
}

const chain =
  <T>(first: (value: T) => void, second: (value: T) => void) =>
  (value: T) => {
    first(value);
    second(value);
  };

/** The body: its model (with its skeleton) or, failed or slow, the stand-in's. */
class BodyPart {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  root: Object3D | null = null;
  joints: Joints | null = null;
  private materials: MeshStandardMaterial[] = [];
  private readonly base = new Map<Material, Color>();
  private standIn: Hung | null = null;
  private readonly lease: Lease<GLTF>;
  private readonly slow: ReturnType<typeof setTimeout>;
  private colour: string;
  private disposed = false;

  constructor(
    private readonly scene: AvatarModel,
    readonly model: string,
    colour: string,
  ) {
    this.colour = colour;
    const url = modelUrl(scene.contentUrl, model);
    this.lease = leaseModel(url);
    this.slow = setTimeout(() => {
      if (this.status === 'loading' && !this.disposed) this.useStandIn();
    }, SLOW_BODY_MS);
    this.lease.ready.then(
      (gltf) => {
        if (this.disposed) return;
        clearTimeout(this.slow);
        this.clearStandIn();
        const root = cloneSkinned(gltf.scene);
        const joints: Joints = new Map();
        root.traverse((node) => {
          if ((node as Bone).isBone) joints.set(node.name, node as Bone);
          const mesh = node as SkinnedMesh;
          if (mesh.isMesh) {
            mesh.material = (mesh.material as MeshStandardMaterial).clone();
            mesh.frustumCulled = false;
            this.materials.push(mesh.material as MeshStandardMaterial);
          }
        });
        this.status = 'loaded';
        this.show(root, joints);
      },
      (error: unknown) => {
        if (this.disposed) return;
        clearTimeout(this.slow);
        logFailure('model', url, error);
        this.status = 'failed';
        if (!this.standIn) this.useStandIn();
        else this.scene.changed();
      },
    );
  }

  private useStandIn() {
    const root = standInSkeleton();
    const joints: Joints = new Map();
    root.traverse((node) => joints.set(node.name, node as Bone));
    this.materials = [standard(this.colour, 0.65), standard('#3a2320', 0.8)];
    this.materials[0]!.userData.tint = true;
    this.base.set(this.materials[0]!, new Color('#ffffff'));
    this.standIn = standInBody(this.model, this.materials[0]!, this.materials[1]!);
    hang(this.standIn, joints);
    this.show(root, joints);
  }

  private clearStandIn() {
    if (!this.standIn) return;
    disposeHung(this.standIn);
    this.standIn = null;
    this.root?.removeFromParent();
    this.materials.forEach((material) => material.dispose());
    this.materials = [];
    this.base.clear();
  }

  private show(root: Object3D, joints: Joints) {
    this.root = root;
    this.joints = joints;
    this.setColour(this.colour);
    this.scene.bodyShown(this);
  }

  setColour(colour: string) {
    this.colour = colour;
    tint(this.materials, colour, this.base);
  }

  dispose() {
    this.disposed = true;
    clearTimeout(this.slow);
    this.clearStandIn();
    this.root?.removeFromParent();
    this.materials.forEach((material) => material.dispose());
    this.lease.release();
  }
}

/** An animation clip from the content host; a failed one is logged and simply not played. */
class ClipPart {
  clip: AnimationClip | null = null;
  private readonly lease: Lease<AnimationClip>;
  private disposed = false;
  constructor(
    scene: AvatarModel,
    readonly key: string,
  ) {
    const url = clipUrl(scene.contentUrl, key);
    this.lease = leaseClip(url);
    this.lease.ready.then(
      (clip) => {
        if (this.disposed) return;
        this.clip = clip;
        scene.clipsChanged();
      },
      (error: unknown) => !this.disposed && logFailure('animation', url, error),
    );
  }
  dispose() {
    this.disposed = true;
    this.lease.release();
  }
}

export class AvatarModel {
  readonly group = new Group();
  private body: BodyPart | null = null;
  /** The body on show while a new one loads. */
  private shownBody: BodyPart | null = null;
  private eyes: WornPart | null = null;
  private slots: (WornPart | null)[] = [];
  private clips: ClipPart[] = [];
  private mixer = new AnimationMixer(this.group);
  private idle: AnimationAction | null = null;
  private randoms: (AnimationAction | null)[] = [];
  private code = '';

  constructor(
    readonly contentUrl: string,
    /** False when motion is reduced: the character holds its rest pose. */
    private readonly moving: boolean,
    private readonly onStatus: (status: AvatarStatus) => void,
  ) {
    this.mixer.addEventListener('finished', ({ action }) => {
      if (!this.idle || !this.randoms.includes(action)) return;
      this.idle.reset().play();
      action.crossFadeTo(this.idle, FADE_SECONDS, false);
    });
  }

  /** Loads what the code asks for and differs from what is shown; keeps the rest. */
  setParts(parts: CharacterParts, code: string) {
    this.code = code;
    const skin = cssColour(parts.body.colour);
    if (this.body?.model !== parts.body.model) {
      if (this.body !== this.shownBody) this.body?.dispose();
      this.body = new BodyPart(this, parts.body.model, skin);
    } else this.body.setColour(skin);
    this.shownBody?.setColour(skin);

    const eyesSignature = parts.eyes.model;
    if (this.eyes?.signature !== eyesSignature) {
      this.eyes?.dispose();
      this.eyes = this.worn(eyesSignature, parts.eyes.model, null, (iris, own) => {
        iris.userData.tint = true;
        return standInEyes(parts.eyes.model, own(standard('#fbfbfb', 0.3)), iris);
      });
    }
    this.eyes.setColour(cssColour(parts.eyes.colour));

    this.slots = parts.slots.map((slot, index) => {
      const current = this.slots[index] ?? null;
      const signature = slot ? [slot.model, slot.normal, slot.orm, slot.diffuse].join('|') : '';
      if ((current?.signature ?? '') === signature) return current;
      current?.dispose();
      return slot
        ? this.worn(signature, slot.model, slot, (material) =>
            standInItem(slot.category, slot.model, material),
          )
        : null;
    });

    // The idle first, then the two random clips: the code's order.
    if (parts.animations.join() !== this.clips.map((clip) => clip.key).join()) {
      this.clips.forEach((clip) => clip.dispose());
      this.clips = parts.animations.map((key) => new ClipPart(this, key));
      this.clipsChanged();
    }
    this.changed();
  }

  private worn(
    signature: string,
    model: string,
    slot: SlotAssets | null,
    standIn: StandIn,
  ): WornPart {
    const part = new WornPart(this, signature, model, standIn, slot);
    const joints = this.shownBody?.joints;
    if (joints) part.attach(joints);
    return part;
  }

  /** A body (loaded, or its stand-in) is ready to show: it replaces the one on show. */
  bodyShown(body: BodyPart) {
    if (body !== this.body) return;
    if (this.shownBody && this.shownBody !== body) this.shownBody.dispose();
    this.shownBody = body;
    if (body.root && !body.root.parent) this.group.add(body.root);
    for (const part of [this.eyes, ...this.slots]) if (body.joints) part?.attach(body.joints);
    this.clipsChanged();
    this.changed();
  }

  /** (Re)binds the clips to the body on show and starts the idle. */
  clipsChanged() {
    this.mixer.stopAllAction();
    this.mixer.uncacheRoot(this.group);
    this.idle = null;
    this.randoms = [];
    if (!this.moving || !this.shownBody) return;
    const [idle, ...randoms] = this.clips.map((part) =>
      part.clip ? this.mixer.clipAction(part.clip) : null,
    );
    this.idle = idle ?? null;
    this.idle?.play();
    this.randoms = randoms.map((action) => {
      if (!action) return null;
      action.clampWhenFinished = true;
      return action.setLoop(LoopOnce, 1);
    });
  }

  /** Plays random animation 0 or 1 once, cross-faded from and back to the idle. */
  playRandom(which: 0 | 1) {
    const action = this.randoms[which];
    if (!action || !this.moving) return;
    action.reset().play();
    if (this.idle) this.idle.crossFadeTo(action, FADE_SECONDS, false);
    else action.fadeIn(FADE_SECONDS);
  }

  update(seconds: number) {
    this.mixer.update(seconds);
  }

  /** Reports the pre-render counts. */
  changed() {
    const worn = [this.eyes, ...this.slots];
    const bodyReady = this.body?.status === 'loaded' && this.eyes?.ready === true;
    this.onStatus({
      code: this.code,
      loaded: (bodyReady ? 1 : 0) + this.slots.filter((slot) => !slot || slot.ready).length,
      failed:
        (this.body?.status === 'failed' ? 1 : 0) +
        worn.filter((part) => part?.status === 'failed').length,
    });
  }

  dispose() {
    this.mixer.stopAllAction();
    this.mixer.uncacheRoot(this.group);
    for (const part of [this.eyes, ...this.slots, ...this.clips]) part?.dispose();
    this.shownBody?.dispose();
    if (this.body !== this.shownBody) this.body?.dispose();
  }
}
