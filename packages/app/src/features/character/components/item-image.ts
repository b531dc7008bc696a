import { env } from '../../../config/env';

/**
 * An item's render on the content host. The contract's `render_path` (e.g. `items/3fa2…`) lives under
 * `resources/` there (mock-server README, content host table).
 */
export const itemImageUrl = (renderPath: string) =>
  `${env.contentUrl}/resources/${renderPath.replace(/^\/+/, '')}`;
