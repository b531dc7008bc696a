import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../../themes';
import './dropdown-menu.css';

interface ItemBase {
  /** Stable React key; defaults to the position. */
  key?: string;
}

export type DropdownMenuEntry =
  | (ItemBase & {
      type: 'item';
      label: ReactNode;
      onSelect: () => void;
      icon?: ReactNode;
      /** Destructive action such as Block or Report. */
      danger?: boolean;
      disabled?: boolean;
    })
  /** Plain link, e.g. to an external page. */
  | (ItemBase & { type: 'link'; label: ReactNode; href: string; icon?: ReactNode })
  /** Any single element rendered as the item, e.g. a router <Link>. */
  | (ItemBase & { type: 'element'; element: ReactElement })
  | (ItemBase & { type: 'label'; label: ReactNode })
  | (ItemBase & { type: 'separator' });

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is). */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Modal (the default) hides the rest of the page from assistive technology and blocks pointer
   * events outside while open. Pass `false` for menus that sit in a page whose other controls must
   * stay reachable, e.g. header menus (an aria-hidden page that keeps focusable elements fails
   * axe's aria-hidden-focus).
   */
  modal?: boolean;
}

/** Menu of actions and links behind a button (header menus, node balance, profile Report/Block). */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  side = 'bottom',
  open,
  onOpenChange,
  modal = true,
}: DropdownMenuProps) {
  const container = usePortalContainer();
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={container}>
        <RadixMenu.Content
          className="ui-dropdown-menu"
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
        >
          {items.map((entry, index) => renderEntry(entry, entry.key ?? String(index)))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

function renderEntry(entry: DropdownMenuEntry, key: string) {
  switch (entry.type) {
    case 'item':
      return (
        <RadixMenu.Item
          key={key}
          className={
            entry.danger
              ? 'ui-dropdown-menu__item ui-dropdown-menu__item--danger'
              : 'ui-dropdown-menu__item'
          }
          disabled={entry.disabled}
          onSelect={entry.onSelect}
        >
          <ItemIcon icon={entry.icon} />
          {entry.label}
        </RadixMenu.Item>
      );
    case 'link':
      return (
        <RadixMenu.Item key={key} className="ui-dropdown-menu__item" asChild>
          <a href={entry.href}>
            <ItemIcon icon={entry.icon} />
            {entry.label}
          </a>
        </RadixMenu.Item>
      );
    case 'element':
      return (
        <RadixMenu.Item key={key} className="ui-dropdown-menu__item" asChild>
          {entry.element}
        </RadixMenu.Item>
      );
    case 'label':
      return (
        <RadixMenu.Label key={key} className="ui-dropdown-menu__label">
          {entry.label}
        </RadixMenu.Label>
      );
    case 'separator':
      return <RadixMenu.Separator key={key} className="ui-dropdown-menu__separator" />;
  }
}

function ItemIcon({ icon }: { icon: ReactNode }) {
  if (!icon) return null;
  return (
    <span className="ui-dropdown-menu__icon" aria-hidden="true">
      {icon}
    </span>
  );
}
