import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import './tabs.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`); horizontal or vertical. */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root className={cx('ui-tabs', className)} {...props} />;
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

export function TabsList({ className, ...props }: TabsListProps) {
  return <TabsPrimitive.List className={cx('ui-tabs__list', className)} {...props} />;
}

export interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** A count shown after the label, e.g. the number of pending friend requests. */
  count?: ReactNode;
}

export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger className={cx('ui-tabs__trigger', className)} {...props}>
      <span className="ui-tabs__label">{children}</span>
      {count !== undefined && (
        <>
          {' '}
          <span className="ui-tabs__count">{count}</span>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <TabsPrimitive.Content className={cx('ui-tabs__content', className)} {...props} />;
}
