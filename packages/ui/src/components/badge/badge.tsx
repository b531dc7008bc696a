import type { HTMLAttributes, ReactNode } from 'react';
import './badge.css';

export type BadgeVariant = 'subscriber' | 'backer' | 'new' | 'staff' | 'neutral';

const defaultLabels: Record<BadgeVariant, string> = {
  subscriber: 'Subscriber',
  backer: 'Backer',
  new: 'New',
  staff: 'Staff',
  neutral: '',
};

interface BadgeBaseProps extends HTMLAttributes<HTMLSpanElement> {
  /** Defaults to the variant's name (Subscriber, Backer, New, Staff). */
  children?: ReactNode;
}

export type BadgeProps =
  | (BadgeBaseProps & { variant?: 'subscriber' | 'backer' | 'new' | 'neutral' })
  | (BadgeBaseProps & {
      variant: 'staff';
      /** Only the shield, e.g. beside a username; `label` is then its accessible name. */
      iconOnly?: boolean;
      label?: string;
    });

export function StaffShieldIcon({ size = 14 }: { size?: number }) {
  return (
    <svg
      className="ui-badge__shield"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 1.2 2.5 3.3v4.1c0 3.3 2.3 6.1 5.5 7.4 3.2-1.3 5.5-4.1 5.5-7.4V3.3z"
        fill="currentColor"
      />
      <path
        d="m5.6 8 1.7 1.7 3.2-3.4"
        className="ui-badge__shield-mark"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Badge(props: BadgeProps) {
  if (props.variant === 'staff') {
    const { variant, iconOnly, label, children, className, ...rest } = props;
    const classes = ['ui-badge', `ui-badge--${variant}`, iconOnly && 'ui-badge--icon', className];
    if (iconOnly) {
      return (
        <span
          role="img"
          aria-label={label ?? defaultLabels.staff}
          title={label ?? defaultLabels.staff}
          className={classes.filter(Boolean).join(' ')}
          {...rest}
        >
          <StaffShieldIcon size={16} />
        </span>
      );
    }
    return (
      <span className={classes.filter(Boolean).join(' ')} {...rest}>
        <StaffShieldIcon />
        {children ?? label ?? defaultLabels.staff}
      </span>
    );
  }
  const { variant = 'neutral', children, className, ...rest } = props;
  return (
    <span
      className={['ui-badge', `ui-badge--${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children ?? defaultLabels[variant]}
    </span>
  );
}
