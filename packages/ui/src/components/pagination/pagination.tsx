import type { ReactNode } from 'react';
import { renderAnchor, type RenderLink } from '../link';
import './pagination.css';

export type PageItem = number | 'ellipsis';

/**
 * The page numbers to show: always the first and last page, the current page with `siblings` on
 * each side, and an ellipsis for every gap of two or more pages (a gap of one shows the page).
 */
export function getPageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const start = Math.max(1, page - siblings);
  const end = Math.min(totalPages, page + siblings);
  const items: PageItem[] = [];
  const pushRange = (from: number, to: number) => {
    for (let n = from; n <= to; n += 1) items.push(n);
  };

  if (start > 3) {
    items.push(1, 'ellipsis');
  } else {
    pushRange(1, start - 1);
  }
  pushRange(start, end);
  if (end < totalPages - 2) {
    items.push('ellipsis', totalPages);
  } else {
    pushRange(end + 1, totalPages);
  }
  return items;
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  /** The address of a page, e.g. `(n) => '?page=' + n`. */
  getHref: (page: number) => string;
  /** Renders each link; defaults to a plain `<a>`. Pass one that returns the router's Link. */
  renderLink?: RenderLink;
  /** How many pages to show on each side of the current one. */
  siblings?: number;
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page links for a paged list; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  getHref,
  renderLink = renderAnchor,
  siblings = 1,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages < 2) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const step = (target: number, text: string, direction: 'left' | 'right', enabled: boolean) => {
    const content: ReactNode = (
      <>
        {direction === 'left' && <Chevron direction="left" />}
        <span className="ui-pagination__step-text">{text}</span>
        {direction === 'right' && <Chevron direction="right" />}
      </>
    );
    return enabled ? (
      renderLink({
        href: getHref(target),
        className: 'ui-pagination__item ui-pagination__step',
        'aria-label': `${text} page`,
        children: content,
      })
    ) : (
      // A disabled link is not a link: keep the layout, leave it out of the tab order.
      <span className="ui-pagination__item ui-pagination__step" aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav className={['ui-pagination', className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className="ui-pagination__list">
        <li>{step(current - 1, 'Previous', 'left', current > 1)}</li>
        {getPageItems(current, totalPages, siblings).map((item, index) => (
          <li key={item === 'ellipsis' ? `ellipsis-${index}` : item}>
            {item === 'ellipsis' ? (
              <span className="ui-pagination__ellipsis" aria-hidden="true">
                …
              </span>
            ) : (
              renderLink({
                href: getHref(item),
                className: 'ui-pagination__item ui-pagination__page',
                'aria-label': `Page ${item}`,
                'aria-current': item === current ? 'page' : undefined,
                children: item,
              })
            )}
          </li>
        ))}
        <li>{step(current + 1, 'Next', 'right', current < totalPages)}</li>
      </ul>
    </nav>
  );
}
