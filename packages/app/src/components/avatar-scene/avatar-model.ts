// The avatar built from the content host's assets (contract: CharacterCode): the body model's
// skeleton carries the eyes and every worn item, the clips move it. Plain three.js, no React, so
// the scene component only mounts `group` and ticks `update`.
import { SLOT_COUNT, cssColour, type CharacterParts, type SlotAssets } from '@endless/character';
import { AnimationMixer, Group, LoopOnce, type AnimationAction } from 'three';
import {
  BodyPart,
  ClipPart,
  WornPart,
  standard,
  type PartHost,
  type StandIn,
} from './avatar-parts';
import { standInEyes, standInItem } from './stand-in';

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

export class AvatarModel implements PartHost {
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
