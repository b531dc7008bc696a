import type { RenderLink } from '@endless/ui';
import { Link } from 'react-router';

/** Lets ui components (Breadcrumb, Pagination) link through the router instead of reloading. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
