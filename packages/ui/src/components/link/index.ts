export { Link, renderAnchor } from './link';
export type { LinkProps, LinkVariant, LinkRenderProps, RenderLink } from './link';
