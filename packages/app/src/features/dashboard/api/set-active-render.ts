// setActiveRender (PATCH /character/render): saves the dashboard avatar's 2D or 3D choice.
import type { components } from '@endless/client';
import { apiClient } from '../../../lib/api/client';

type ActiveRender = components['schemas']['ActiveRender'];

export async function setActiveRender(active: ActiveRender): Promise<ActiveRender> {
  const { data } = await apiClient.PATCH('/character/render', { body: { active } });
  if (!data) throw new Error('PATCH /character/render answered without a body');
  return data.active_render;
}
