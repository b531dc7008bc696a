import type { RenderLink } from '@endless/ui';
import { Link } from 'react-router';

/** Lets ui components (Pagination, Breadcrumb) render client-side router links. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
