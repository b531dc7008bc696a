import type { RenderSize } from '../../db/render-images.ts';
import { encodePngDeflated } from '../png.ts';
import { drawAvatar } from './avatar.ts';
import { drawItem } from './items.ts';
import type { AvatarLook, ItemLook } from './looks.ts';
import type { Raster } from './raster.ts';

/**
 * The drawing code: run by the page's drawing worker, or loaded by the first picture where there is
 * none (drawer.ts).
 */
const png = (picture: Raster) => encodePngDeflated(picture.width, picture.height, picture.bytes());

export const itemPng = (look: ItemLook) => png(drawItem(look));
export const avatarPng = (look: AvatarLook, size: RenderSize) => png(drawAvatar(look, size));

/** A picture to draw: an item's, or an avatar render at a size. */
export type DrawRequest =
  { picture: 'item'; look: ItemLook } | { picture: 'avatar'; look: AvatarLook; size: RenderSize };

export const draw = (request: DrawRequest) =>
  request.picture === 'item' ? itemPng(request.look) : avatarPng(request.look, request.size);
