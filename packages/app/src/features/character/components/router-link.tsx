import type { RenderLink } from '@endless/ui';
import { Link } from 'react-router';

/** Pagination links through the router, so paging keeps the app state. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
