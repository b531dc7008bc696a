import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: shows a spinner, sets aria-busy and blocks further clicks. */
  busy?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Render the single child (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled = false,
  icon,
  asChild = false,
  fullWidth = false,
  type,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const unavailable = disabled || busy;
  const leading = busy ? (
    <span className="ui-button__spinner" aria-hidden="true" />
  ) : icon ? (
    <span className="ui-button__icon" aria-hidden="true">
      {icon}
    </span>
  ) : null;

  if (asChild) {
    // A slotted element (usually a link) cannot be disabled natively.
    return (
      <Slot
        className={classes}
        aria-busy={busy || undefined}
        aria-disabled={unavailable || undefined}
        data-disabled={unavailable ? '' : undefined}
        {...rest}
      >
        {leading}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={unavailable}
      aria-busy={busy || undefined}
      {...rest}
    >
      {leading}
      {children}
    </button>
  );
}
