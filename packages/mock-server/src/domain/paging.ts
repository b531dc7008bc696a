/** One page of `items` (pages from 1) with the contract's Paging object. A page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return {
    results: items.slice(start, start + pageSize),
    paging: { current_page: page, page_size: pageSize, total_elements: items.length },
  };
}
