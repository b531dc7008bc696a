import type { HTMLAttributes, ReactNode } from 'react';
import './error-page.css';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The status code, e.g. 404. */
  code: number | string;
  title: string;
  children?: ReactNode;
  /** A way back, e.g. links to the dashboard or the previous page. */
  actions?: ReactNode;
}

/** A full-page error such as "404 | Page Not Found". */
export function ErrorPage({ code, title, children, actions, className, ...props }: ErrorPageProps) {
  return (
    <section className={['ui-error-page', className].filter(Boolean).join(' ')} {...props}>
      <p className="ui-error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="ui-error-page__title">
        {code} | {title}
      </h1>
      {children !== undefined && <div className="ui-error-page__text">{children}</div>}
      {actions !== undefined && <div className="ui-error-page__actions">{actions}</div>}
    </section>
  );
}
