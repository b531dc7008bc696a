import { codePoints, requestLengths } from '@endless/client/lengths';
import { Button, TextField } from '@endless/ui';
import { useState, type FormEvent } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { paths, type MarketplaceSearch } from '../../../config/paths';
import { LIST_SEARCH } from '../constants';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

export interface SearchFormProps {
  /** The term in the URL, shown in the field unless the user is typing another. */
  initialTerm: string;
  /**
   * The rest of the current search, kept as it is when a term is submitted (results view): no
   * list there means the default one, which the filter panel shows ticked.
   */
  base?: MarketplaceSearch;
}

/** What the user typed and has not searched for yet, and the history entry they typed it on. */
interface Draft {
  term: string;
  entry: string;
}

/**
 * Text search: a new term replaces the previous one and nothing else (spec 03 §2), so the search
 * keeps what the filter panel shows. From the landing view (no panel) it searches every listing
 * (list 0).
 *
 * The field shows the URL's term; only an unsubmitted draft overrides it. Submitting hands the
 * draft to the URL, and back/forward to another entry drops it, so the field follows the URL even
 * when a slow device renders only the last of several navigations.
 */
export function SearchForm({ initialTerm, base }: SearchFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [draft, setDraft] = useState<Draft | null>(null);
  if (draft && navigationType === NavigationType.Pop && draft.entry !== location.key) {
    setDraft(null);
  }
  const term = draft?.term ?? initialTerm;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDraft(null);
    void navigate(
      paths.marketplace.list.getHref({
        ...(base ?? { list: LIST_SEARCH }),
        search: term.trim() || undefined,
        page: undefined,
      }),
    );
  };

  return (
    <form role="search" className="marketplace-search" onSubmit={submit}>
      <HydratedFieldset>
        <TextField
          label="Search the marketplace"
          type="search"
          name="search"
          value={term}
          maxLength={requestLengths.searchListings.query.search.maxLength}
          count={codePoints}
          onChange={(event) => setDraft({ term: event.target.value, entry: location.key })}
          fieldClassName="marketplace-search__field"
        />
        <Button type="submit">Search</Button>
      </HydratedFieldset>
    </form>
  );
}
