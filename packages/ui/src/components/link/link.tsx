import { Slot, Slottable } from '@radix-ui/react-slot';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import './link.css';

export type LinkVariant = 'default' | 'muted' | 'inherit';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Render the single child (e.g. the router's Link) with the link styles instead of an `<a>`. */
  asChild?: boolean;
  variant?: LinkVariant;
  /** Opens in a new tab, marked with an icon and a screen-reader hint. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props a design-system component hands to the app's link renderer. */
export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

/** Lets a component render links through the app's router instead of plain anchors. */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = (props) => <a {...props} />;

export function Link({
  asChild = false,
  variant = 'default',
  external = false,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      className={['ui-link', `ui-link--${variant}`, className].filter(Boolean).join(' ')}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external && (
        <>
          <svg
            className="ui-link__external"
            viewBox="0 0 16 16"
            width="12"
            height="12"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>{' '}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </>
      )}
    </Comp>
  );
}
