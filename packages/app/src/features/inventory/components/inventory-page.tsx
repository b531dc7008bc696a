import {
  Banner,
  Button,
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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import { getInventoryQueryOptions } from '../api/get-inventory';
import {
  INVENTORY_CATEGORIES,
  toInventoryCategory,
  toPage,
  type InventoryCategory,
} from '../constants';
import './inventory.css';

/** `/inventory?category=&page=`; All and page 1 are left out of the address. */
function inventoryHref(category: InventoryCategory, page: number): string {
  const search = new URLSearchParams();
  if (category !== 0) search.set('category', String(category));
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${paths.inventory.getHref()}?${query}` : paths.inventory.getHref();
}

/** /inventory (spec 02 §2): the owned items by category, 8 a page. */
export function InventoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = toInventoryCategory(searchParams.get('category'));
  const page = toPage(searchParams.get('page'));

  const selectCategory = (value: string) => {
    const next = toInventoryCategory(value);
    const search = new URLSearchParams();
    if (next !== 0) search.set('category', String(next));
    setSearchParams(search);
  };

  return (
    <div className="inventory">
      <header className="inventory__header">
        <h1 className="inventory__title">Your Inventory</h1>
        <Button asChild variant="secondary">
          <RouterLink to={paths.character.getHref()}>Customize Character</RouterLink>
        </Button>
      </header>
      <Tabs value={String(category)} onValueChange={selectCategory}>
        <TabsList aria-label="Inventory categories" className="inventory__tabs">
          {INVENTORY_CATEGORIES.map(({ value, label }) => (
            <TabsTrigger key={value} value={String(value)}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={String(category)} className="inventory__panel">
          <InventoryItems category={category} page={page} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function InventoryItems({ category, page }: { category: InventoryCategory; page: number }) {
  const query = useQuery({
    ...getInventoryQueryOptions(category, page),
    placeholderData: keepPreviousData,
  });
  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <Banner tone="danger" role="alert">
        {query.error.message}
      </Banner>
    );
  }
  const { results, paging } = query.data;
  const totalPages = Math.max(1, Math.ceil(paging.total_elements / paging.page_size));

  if (results.length === 0) {
    const label = INVENTORY_CATEGORIES.find((c) => c.value === category)?.label ?? 'All';
    return (
      <EmptyState
        title={category === 0 ? 'Your inventory is empty' : `No ${label} items yet`}
        action={
          <Button asChild>
            <RouterLink
              to={paths.marketplace.list.getHref(category === 0 ? undefined : { category })}
            >
              Browse the Marketplace
            </RouterLink>
          </Button>
        }
      >
        Items you buy or get for free in the{' '}
        <Link asChild>
          <RouterLink to={paths.marketplace.list.getHref()}>Marketplace</RouterLink>
        </Link>{' '}
        show up here.
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="inventory__grid" aria-label="Items">
        {results.map((item) => (
          <li key={item.uuid}>
            <Card padding="sm" className="inventory__item">
              <img
                className="inventory__render"
                src={contentUrls.itemRender(item.render_path)}
                alt=""
                width={160}
                height={160}
                loading="lazy"
              />
              <p className="inventory__name">{item.listing_name}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="inventory__count">
        {paging.total_elements} {paging.total_elements === 1 ? 'item' : 'items'}
      </p>
      <Pagination
        page={paging.current_page}
        totalPages={totalPages}
        getHref={(target) => inventoryHref(category, target)}
        renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
        label="Inventory pages"
      />
    </>
  );
}
