import type { HTMLAttributes, ReactNode } from 'react';
import './loader.css';

export const DEFAULT_LOADER_LABEL = 'Consulting the Forbidden Archives';

export interface LoaderProps extends HTMLAttributes<HTMLDivElement> {
  /** The visible (and announced) text. */
  label?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Spinner and text on one line, for use inside buttons and rows. */
  inline?: boolean;
}

export function Loader({
  label = DEFAULT_LOADER_LABEL,
  size = 'md',
  inline = false,
  className,
  ...props
}: LoaderProps) {
  return (
    <div
      role="status"
      className={['ui-loader', `ui-loader--${size}`, inline && 'ui-loader--inline', className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <svg className="ui-loader__spinner" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className="ui-loader__track" cx="24" cy="24" r="20" />
        <circle className="ui-loader__arc" cx="24" cy="24" r="20" />
      </svg>
      <span className="ui-loader__label">{label}</span>
    </div>
  );
}
