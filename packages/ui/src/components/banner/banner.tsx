import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './banner.css';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

export interface BannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  tone?: BannerTone;
  title?: ReactNode;
  /** A button or link, e.g. "Resend verification email". */
  action?: ReactNode;
  children?: ReactNode;
}

const iconPaths: Record<BannerTone, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'm7.5 12.5 3 3 6-7',
  warning: 'M12 9.5v4.5M12 17v.01',
  danger: 'M12 9.5v4.5M12 17v.01',
};

/** A page-level message, e.g. the account-verification notices. */
export function Banner({
  tone = 'info',
  title,
  action,
  children,
  className,
  ...props
}: BannerProps) {
  const titleId = useId();
  return (
    <section
      className={['ui-banner', `ui-banner--${tone}`, className].filter(Boolean).join(' ')}
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...props}
    >
      <svg
        className="ui-banner__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        {tone === 'warning' || tone === 'danger' ? (
          <path
            d="M12 3 2.5 20h19z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        ) : (
          <circle cx="12" cy="12" r="9.25" fill="none" stroke="currentColor" strokeWidth="1.6" />
        )}
        <path
          d={iconPaths[tone]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="ui-banner__content">
        {title !== undefined && (
          <p id={titleId} className="ui-banner__title">
            {title}
          </p>
        )}
        {children !== undefined && <div className="ui-banner__text">{children}</div>}
      </div>
      {action !== undefined && <div className="ui-banner__action">{action}</div>}
    </section>
  );
}
