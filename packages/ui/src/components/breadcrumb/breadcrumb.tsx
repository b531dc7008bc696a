import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../link';
import './breadcrumb.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omitted for the current page and for entries that are not places of their own. */
  href?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  renderLink?: RenderLink;
  /** Drawn between items and hidden from assistive technology. */
  separator?: ReactNode;
  label?: string;
  className?: string;
}

/** A trail such as "Categories » General » Thread title"; the last item is the current page. */
export function Breadcrumb({
  items,
  renderLink = renderAnchor,
  separator = '»',
  label = 'Breadcrumb',
  className,
}: BreadcrumbProps) {
  return (
    <nav className={['ui-breadcrumb', className].filter(Boolean).join(' ')} aria-label={label}>
      <ol className="ui-breadcrumb__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            // Items have no stable identity beyond their position in the trail.
            <li key={index} className="ui-breadcrumb__item">
              {isLast ? (
                <span className="ui-breadcrumb__current" aria-current="page">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                renderLink({
                  href: item.href,
                  className: 'ui-breadcrumb__link',
                  children: item.label,
                })
              ) : (
                <span className="ui-breadcrumb__text">{item.label}</span>
              )}
              {!isLast && (
                <span className="ui-breadcrumb__separator" aria-hidden="true">
                  {separator}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
