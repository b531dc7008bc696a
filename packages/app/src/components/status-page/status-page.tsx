import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './status-page.css';

export interface StatusPageAction {
  label: string;
  /** A route to link to; without it, `onClick` makes the action a button. */
  to?: string;
  onClick?: () => void;
  variant?: 'primary' | 'secondary';
}

export interface StatusPageProps {
  /** Short label above the title, e.g. the area name. */
  eyebrow?: string;
  title: string;
  /** Sets the document title; defaults to `title`. */
  documentTitle?: string;
  children: ReactNode;
  actions: readonly StatusPageAction[];
}

/** A centred message with a way onward; never leaves the user on a blank page. */
export function StatusPage({ eyebrow, title, documentTitle, children, actions }: StatusPageProps) {
  return (
    <section className="app-status-page" aria-labelledby="app-status-page-title">
      <title>{`${documentTitle ?? title} | Endless`}</title>
      <div className="app-status-page__panel">
        {eyebrow && <p className="app-status-page__eyebrow">{eyebrow}</p>}
        <h1 id="app-status-page-title" className="app-status-page__title">
          {title}
        </h1>
        <p className="app-status-page__text">{children}</p>
        <div className="app-status-page__actions">
          {actions.map(({ label, to, onClick, variant = 'primary' }) => {
            const className =
              variant === 'primary'
                ? 'app-status-page__action'
                : 'app-status-page__action app-status-page__action--secondary';
            return to === undefined ? (
              <button key={label} type="button" className={className} onClick={onClick}>
                {label}
              </button>
            ) : (
              <Link key={label} to={to} className={className} onClick={onClick}>
                {label}
              </Link>
            );
          })}
        </div>
      </div>
    </section>
  );
}
