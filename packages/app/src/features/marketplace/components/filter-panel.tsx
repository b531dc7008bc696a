import { Button, Checkbox, Collapsible, NumberInput } from '@endless/ui';
import { memo, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  FILTER_CATEGORIES,
  FILTER_LISTS,
  LIST_SEARCH,
  type ListingType,
  type MarketplaceList,
} from '../constants';
import { effectiveLists, type MarketplaceQuery } from '../search-params';

export interface FilterPanelProps {
  query: MarketplaceQuery;
  /** Applies a change; the screen writes it to the URL, which reruns the search. */
  onChange: (next: MarketplaceQuery) => void;
}

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

type Restriction = 'uniquesOnly' | 'officialOnly' | 'includeHidden';

const RESTRICTIONS: readonly { key: Restriction; label: string }[] = [
  { key: 'uniquesOnly', label: 'Uniques Only' },
  { key: 'officialOnly', label: 'Official Only' },
  { key: 'includeHidden', label: 'Include Hidden' },
];

interface FilterBoxProps<T> {
  value: T;
  label: string;
  checked: boolean;
  onToggle: (value: T, on: boolean) => void;
}

function FilterBoxView<T>({ value, label, checked, onToggle }: FilterBoxProps<T>) {
  return <Checkbox label={label} checked={checked} onCheckedChange={(on) => onToggle(value, on)} />;
}

/**
 * One filter's box. Memo with stable handlers: a click renders again only the box it changed, not
 * all 21 (the click's own render is what a phone waits on before it paints the tick).
 */
const FilterBox = memo(FilterBoxView) as typeof FilterBoxView;

/** Lists, categories, price and restrictions; every change is a new search (spec 03 §2). */
export function FilterPanel({ query, onChange }: FilterPanelProps) {
  const [open, setOpen] = useState(true);
  const lists = effectiveLists(query);
  const change = (patch: Partial<MarketplaceQuery>) => onChange({ ...query, ...patch, page: 1 });

  const setList = (id: MarketplaceList, on: boolean) => {
    const next = toggle(
      lists.filter((list) => list !== LIST_SEARCH),
      id,
      on,
    );
    // With no list left, every listing is searched (list 0) rather than falling back to Featured.
    change({ lists: next.length > 0 ? next : [LIST_SEARCH] });
  };
  const setCategory = (id: ListingType, on: boolean) =>
    change({ categories: toggle(query.categories, id, on) });
  const setRestriction = (key: Restriction, on: boolean) => change({ [key]: on });

  // The boxes' handlers never change; they call this render's, which see the latest query.
  const latest = useRef({ setList, setCategory, setRestriction });
  useLayoutEffect(() => {
    latest.current = { setList, setCategory, setRestriction };
  });
  const [boxHandlers] = useState(() => ({
    setList: (id: MarketplaceList, on: boolean) => latest.current.setList(id, on),
    setCategory: (id: ListingType, on: boolean) => latest.current.setCategory(id, on),
    setRestriction: (key: Restriction, on: boolean) => latest.current.setRestriction(key, on),
  }));

  return (
    <Collapsible title="Filters" open={open} onOpenChange={setOpen} className="marketplace-filters">
      <div className="marketplace-filters__groups">
        <fieldset className="marketplace-filters__group">
          <legend>Lists</legend>
          {FILTER_LISTS.map((list) => (
            <FilterBox
              key={list.id}
              value={list.id}
              label={list.label}
              checked={lists.includes(list.id)}
              onToggle={boxHandlers.setList}
            />
          ))}
        </fieldset>

        <fieldset className="marketplace-filters__group marketplace-filters__group--categories">
          <legend>Categories</legend>
          <div className="marketplace-filters__columns">
            {FILTER_CATEGORIES.map((category) => (
              <FilterBox
                key={category.id}
                value={category.id}
                label={category.name}
                checked={query.categories.includes(category.id)}
                onToggle={boxHandlers.setCategory}
              />
            ))}
          </div>
        </fieldset>

        <PriceFilter query={query} onChange={change} />

        <fieldset className="marketplace-filters__group">
          <legend>Restrictions</legend>
          {RESTRICTIONS.map((restriction) => (
            <FilterBox
              key={restriction.key}
              value={restriction.key}
              label={restriction.label}
              checked={query[restriction.key]}
              onToggle={boxHandlers.setRestriction}
            />
          ))}
        </fieldset>
      </div>
    </Collapsible>
  );
}

/** Any price, free only, or a typed range. */
function PriceFilter({
  query,
  onChange,
}: {
  query: MarketplaceQuery;
  onChange: (patch: Partial<MarketplaceQuery>) => void;
}) {
  const anyPrice = query.pMin === undefined && query.pMax === undefined;
  const freeOnly = query.pMin === 0 && query.pMax === 0;
  return (
    <fieldset className="marketplace-filters__group">
      <legend>Price</legend>
      <div className="marketplace-filters__choices">
        <Button
          size="sm"
          variant={anyPrice ? 'primary' : 'secondary'}
          aria-pressed={anyPrice}
          onClick={() => onChange({ pMin: undefined, pMax: undefined })}
        >
          Any Price
        </Button>
        <Button
          size="sm"
          variant={freeOnly ? 'primary' : 'secondary'}
          aria-pressed={freeOnly}
          onClick={() => onChange({ pMin: 0, pMax: 0 })}
        >
          Free Only
        </Button>
      </div>
      {/* Keyed by the URL's bounds so back/forward shows the bounds of that search. */}
      <PriceRange
        key={`${query.pMin ?? ''}-${query.pMax ?? ''}`}
        pMin={query.pMin}
        pMax={query.pMax}
        onApply={(pMin, pMax) => onChange({ pMin, pMax })}
      />
    </fieldset>
  );
}

interface PriceRangeProps {
  pMin?: number;
  pMax?: number;
  onApply: (pMin: number | undefined, pMax: number | undefined) => void;
}

/** The screen's own cap (the spec shows no bound): nine digits, under a billion nodes. */
const PRICE_DIGITS_MAX = 9;

const toBound = (text: string) => (text === '' ? undefined : Number(text));

/** MIN and MAX (digits only) applied with GO; an empty box leaves that side open. */
function PriceRange({ pMin, pMax, onApply }: PriceRangeProps) {
  const [min, setMin] = useState(pMin === undefined ? '' : String(pMin));
  const [max, setMax] = useState(pMax === undefined ? '' : String(pMax));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(toBound(min), toBound(max));
  };

  return (
    <form className="marketplace-filters__range" onSubmit={submit} aria-label="Price range">
      <NumberInput
        label="MIN"
        value={min}
        maxLength={PRICE_DIGITS_MAX}
        onChange={(event) => setMin(event.target.value)}
        fieldClassName="marketplace-filters__bound"
      />
      <NumberInput
        label="MAX"
        value={max}
        maxLength={PRICE_DIGITS_MAX}
        onChange={(event) => setMax(event.target.value)}
        fieldClassName="marketplace-filters__bound"
      />
      <Button type="submit" size="sm">
        GO
      </Button>
    </form>
  );
}
