import type { components } from '@endless/client';
import {
  Card,
  EmptyState,
  Link,
  Loader,
  Pagination,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { getCustomizeInventoryQueryOptions } from '../api/get-customize-inventory';
import { CUSTOMIZE_TABS, INVENTORY_PAGE_SIZE, type CustomizeTab } from '../constants';
import { ItemCard } from './item-card';
import { renderRouterLink } from '../../../lib/router-link';

type Item = components['schemas']['Item'];

export interface InventoryPanelProps {
  tab: CustomizeTab;
  page: number;
  onTabChange: (tab: CustomizeTab) => void;
  wornUuids: ReadonlySet<string>;
  busy: boolean;
  onAdd: (item: Item) => void;
}

/** Spec 02 §2: the 18 inventory tabs, 8 items a page, paged by `?page={n}`. */
export function InventoryPanel({
  tab,
  page,
  onTabChange,
  wornUuids,
  busy,
  onAdd,
}: InventoryPanelProps) {
  const inventory = useQuery(getCustomizeInventoryQueryOptions(tab, page));
  const totalPages = Math.max(
    1,
    Math.ceil((inventory.data?.total_results ?? 0) / INVENTORY_PAGE_SIZE),
  );
  const items = inventory.data?.results ?? [];

  return (
    <Card
      className="character-inventory"
      role="region"
      aria-label="Inventory"
      header={<h2 className="character__heading">Inventory</h2>}
    >
      <Tabs
        value={String(tab)}
        onValueChange={(value) => onTabChange(Number(value) as CustomizeTab)}
        activationMode="manual"
      >
        <TabsList aria-label="Inventory categories" className="character-inventory__tabs">
          {CUSTOMIZE_TABS.map((name, index) => (
            <TabsTrigger key={name} value={String(index)}>
              {name}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={String(tab)} className="character-inventory__panel">
          {inventory.isPending ? (
            <Loader />
          ) : inventory.isError ? (
            // Spec 02 §8: inventory errors show the server's '[code] message'.
            <EmptyState title="Your items could not be loaded" titleAs="h3">
              <span role="alert">{inventory.error.message}</span>
            </EmptyState>
          ) : items.length === 0 ? (
            <EmptyState title={`No ${CUSTOMIZE_TABS[tab]} items`} titleAs="h3">
              Find something to wear in the{' '}
              <Link asChild>
                <RouterLink to={paths.marketplace.list.getHref()}>Marketplace</RouterLink>
              </Link>
              .
            </EmptyState>
          ) : (
            <ul
              className="character-inventory__grid"
              aria-label={`${CUSTOMIZE_TABS[tab]} items`}
              aria-busy={inventory.isFetching}
            >
              {items.map((item) => (
                <ItemCard
                  key={item.uuid}
                  item={item}
                  worn={wornUuids.has(item.uuid)}
                  busy={busy}
                  onAdd={onAdd}
                />
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      {totalPages > 1 && (
        <Pagination
          className="character-inventory__pagination"
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          getHref={(n) => paths.character.getHref(n)}
          renderLink={renderRouterLink}
          label="Inventory pages"
        />
      )}
    </Card>
  );
}
