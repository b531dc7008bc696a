import { Button, TextField } from '@endless/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths, type MarketplaceSearch } from '../../../config/paths';
import { LIST_SEARCH } from '../constants';

export interface SearchFormProps {
  /** The term in the URL, shown in the field. */
  initialTerm: string;
  /** The rest of the current search, kept when a term is submitted (results view). */
  base?: MarketplaceSearch;
}

/** Text search: a new term replaces the previous one and searches every listing (list 0). */
export function SearchForm({ initialTerm, base }: SearchFormProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      paths.marketplace.list.getHref({
        ...base,
        list: LIST_SEARCH,
        search: term.trim() || undefined,
        page: undefined,
      }),
    );
  };

  return (
    <form role="search" className="marketplace-search" onSubmit={submit}>
      <TextField
        label="Search the marketplace"
        type="search"
        name="search"
        value={term}
        maxLength={64}
        onChange={(event) => setTerm(event.target.value)}
        fieldClassName="marketplace-search__field"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
