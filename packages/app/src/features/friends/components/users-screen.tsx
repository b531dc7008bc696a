import {
  EmptyState,
  Loader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
} from '@endless/ui';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { suppressEnter } from '../../../lib/form';
import { useRelations } from '../hooks/use-relations';
import { SEARCH_LENGTH, useUserSearch } from '../hooks/use-user-search';
import { UserEntry, type UserEntryData } from './user-entry';
import './friends.css';

/** The views of the left menu (spec 01 §4): search results 0, pending 1, friends 2, following 3, followers 4. */
type View = '0' | '1' | '2' | '3' | '4';

const EMPTY_TEXT: Record<Exclude<View, '0'>, { title: string; text: string }> = {
  '1': {
    title: 'No Pending Friends',
    text: 'Friend requests you receive wait here for your answer.',
  },
  '2': {
    title: 'No Friends Yet',
    text: 'Search for players above and send them a friend request.',
  },
  '3': {
    title: 'Not Following Anyone',
    text: 'Follow players from their profile to see them here.',
  },
  '4': { title: 'No Followers Yet', text: 'Players who follow you are listed here.' },
};

/** Friends and user search at /users (spec 01 §2, §4, §5). */
export function UsersScreen() {
  const [view, setView] = useState<View>('1');
  const [text, setText] = useState('');
  const [searchStarted, setSearchStarted] = useState(false);
  const search = useUserSearch(text);
  const relations = useRelations();

  const onType = (value: string) => {
    setText(value);
    // Typing shows Search Results; the old results are dropped and the loader shown (useUserSearch).
    setSearchStarted(true);
    setView('0');
  };

  const onViewChange = (next: string) => {
    const chosen = next as View;
    setView(chosen);
    if (chosen !== '0' && text.trim() === '' && search.results.length === 0)
      setSearchStarted(false);
  };

  // Built once per answer, so a list that did not change is not rendered again (UserList is memo).
  const searchResults: UserEntryData[] = useMemo(
    () => search.results.map(({ render_half, ...user }) => ({ ...user, render: render_half })),
    [search.results],
  );
  const lists: Record<Exclude<View, '0'>, UserEntryData[] | undefined> = useMemo(
    () => ({
      '1': relations.data?.pending.map(fromRelation),
      '2': relations.data?.current.map(fromRelation),
      '3': relations.data?.following.map(fromRelation),
      '4': relations.data?.followers.map(fromRelation),
    }),
    [relations.data],
  );
  // A click selects its tab at once; the chosen list renders right after, in the background, while
  // the panel still shows the last one (a long list would otherwise hold the click's next paint).
  const shownView = useDeferredValue(view);
  const counts = relations.data?.counts;
  const relationViews = [
    ['1', 'Pending Friends', counts?.count_pending],
    ['2', 'Friends', counts?.count_friends],
    ['3', 'Following', counts?.count_following],
    ['4', 'Followers', counts?.count_followers],
  ] as const;

  return (
    // The spec suppresses Enter on the whole page.
    <div className="friends-page" onKeyDown={suppressEnter}>
      <header className="friends-page__header">
        <h1 className="friends-page__title">Friends</h1>
        <TextField
          label="Search Users"
          type="search"
          value={text}
          autoComplete="off"
          placeholder={`Type at least ${SEARCH_LENGTH.minLength} characters`}
          onChange={(event) => onType(event.target.value)}
          fieldClassName="friends-page__search"
        />
      </header>
      <Tabs
        className="friends-tabs"
        orientation="vertical"
        value={view}
        onValueChange={onViewChange}
      >
        <TabsList className="friends-tabs__list" aria-label="Friends views">
          {searchStarted && (
            <TabsTrigger value="0" count={searchResults.length}>
              Search Results
            </TabsTrigger>
          )}
          {relationViews.map(([value, label, count]) => (
            <TabsTrigger key={value} value={value} count={count ?? 0}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel: the tab's own, showing the list of the view rendered last. */}
        <TabsContent value={view} className="friends-tabs__panel" aria-busy={shownView !== view}>
          {shownView === '0' ? (
            <SearchPanel search={search} results={searchResults} text={text} />
          ) : (
            <RelationPanel view={shownView} users={lists[shownView]} loading={relations.loading} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The Search Results view: a hint while the text cannot be searched, else the users found. */
function SearchPanel({
  search,
  results,
  text,
}: {
  search: ReturnType<typeof useUserSearch>;
  results: readonly UserEntryData[];
  text: string;
}) {
  if (search.searching) return <Loader />;
  if (search.tooShort) {
    return (
      <Empty title="Keep Typing">
        Enter at least {SEARCH_LENGTH.minLength} characters to search.
      </Empty>
    );
  }
  if (search.tooLong) {
    return (
      <Empty title="Too Long">Enter at most {SEARCH_LENGTH.maxLength} characters to search.</Empty>
    );
  }
  if (results.length === 0) {
    return (
      <Empty title="No Users Found">
        {text.trim() ? 'No username matches your search.' : 'Type a username to search.'}
      </Empty>
    );
  }
  return <UserList users={results} />;
}

/** One of the relation views: its users, or what it holds once there are some. */
function RelationPanel({
  view,
  users,
  loading,
}: {
  view: Exclude<View, '0'>;
  users: readonly UserEntryData[] | undefined;
  loading: boolean;
}) {
  if (loading) return <Loader />;
  if (users && users.length > 0) return <UserList users={users} />;
  return <Empty title={EMPTY_TEXT[view].title}>{EMPTY_TEXT[view].text}</Empty>;
}

function fromRelation({ half_render, ...user }: RelationEntry): UserEntryData {
  return { ...user, render: half_render };
}

type RelationEntry = NonNullable<ReturnType<typeof useRelations>['data']>['pending'][number];

const UserList = memo(function UserList({ users }: { users: readonly UserEntryData[] }) {
  return (
    <ul className="friends-list">
      {users.map((user) => (
        <UserEntry key={user.user_id} user={user} />
      ))}
    </ul>
  );
});

function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState titleAs="h2" title={title} className="friends-empty">
      {children}
    </EmptyState>
  );
}
