// The avatar's parts, each loaded from the content host on its own: the body (its model carries
// the skeleton), the eyes and slot items skinned to its joints, and the animation clips. A part
// that fails shows its stand-in (stand-in.ts). AvatarModel (avatar-model.ts) puts them together.
import type { SlotAssets } from '@endless/character';
import {
  Color,
  MeshStandardMaterial,
  Skeleton,
  SkinnedMesh,
  type AnimationClip,
  type Bone,
  type Group,
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
import { disposeHung, standInBody, standInColour, standInSkeleton, type Hung } from './stand-in';

type Joints = Map<string, Bone>;

/** A body still loading after this long shows its stand-in meanwhile, so the items can be worn. */
export const SLOW_BODY_MS = 1500;

/** What the parts tell the avatar they belong to (AvatarModel). */
export interface PartHost {
  readonly contentUrl: string;
  readonly group: Group;
  /** A part loaded, failed or took a map: the pre-render counts changed. */
  changed(): void;
  /** A clip arrived. */
  clipsChanged(): void;
  /** A body (loaded, or its stand-in) is ready to show. */
  bodyShown(body: BodyPart): void;
}

export const standard = (colour: string, roughness: number) =>
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
export type StandIn = (
  material: MeshStandardMaterial,
  own: (extra: MeshStandardMaterial) => MeshStandardMaterial,
) => Hung;

/** Eyes or a slot item: a model skinned to the body's joints, or its stand-in when it fails. */
export class WornPart {
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
    private readonly scene: PartHost,
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
export class BodyPart {
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
    private readonly scene: PartHost,
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
export class ClipPart {
  clip: AnimationClip | null = null;
  private readonly lease: Lease<AnimationClip>;
  private disposed = false;
  constructor(
    scene: PartHost,
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
