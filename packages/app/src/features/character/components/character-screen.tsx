import { errorMessage } from '@endless/client';
import { Banner, Button, Card, EmptyState, Loader } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Renders } from '../../../components/avatar-scene/lazy-avatar-scene';
import { paths } from '../../../config/paths';
import { getCharacterQueryOptions } from '../../../lib/api/get-character';
import { useAddOutfitItem } from '../api/add-outfit-item';
import { getCustomizeDataQueryOptions } from '../api/get-customize-data';
import { useRemoveOutfitItem } from '../api/remove-outfit-item';
import { pageFromSearch, type CustomizeTab } from '../constants';
import { useRenderUpload } from '../hooks/use-render-upload';
import { CharacterStage } from './character-stage';
import { ColorPanel } from './color-panel';
import { InventoryPanel } from './inventory-panel';
import { OutfitPanel } from './outfit-panel';
import './character.css';

/**
 * Uploads the renders of a changed look: only looks changed here are uploaded, so opening the
 * screen uploads nothing.
 */
function useRenderOnChange() {
  const [renderError, setRenderError] = useState<string | null>(null);
  const changed = useRef(false);
  const upload = useRenderUpload(useCallback((error) => setRenderError(errorMessage(error)), []));
  const onCapture = useCallback(
    (renders: Renders) => {
      if (!changed.current) return;
      setRenderError(null);
      upload(renders);
    },
    [upload],
  );
  const markChanged = useCallback(() => {
    changed.current = true;
  }, []);
  return { renderError, onCapture, markChanged };
}

/** Puts on and takes off outfit items, one at a time, with the item in progress and the error. */
function useOutfitChanges(onChanged: () => void) {
  const [outfitError, setOutfitError] = useState<string | null>(null);
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const add = useAddOutfitItem();
  const remove = useRemoveOutfitItem();

  const changeOutfit = async (mutation: typeof add | typeof remove, item: { uuid: string }) => {
    setOutfitError(null);
    setBusyUuid(item.uuid);
    try {
      await mutation.mutateAsync({ body: { uuid: item.uuid } });
      onChanged();
    } catch (error) {
      setOutfitError(errorMessage(error));
    } finally {
      setBusyUuid(null);
    }
  };

  return {
    outfitError,
    clearOutfitError: () => setOutfitError(null),
    adding: add.isPending,
    removingUuid: remove.isPending ? busyUuid : null,
    addItem: (item: { uuid: string }) => void changeOutfit(add, item),
    removeItem: (item: { uuid: string }) => void changeOutfit(remove, item),
  };
}

/** /character (spec 02 §2): the 3D character, its colours, its outfit and the owned items. */
export function CharacterScreen() {
  const character = useQuery(getCharacterQueryOptions());
  const customize = useQuery(getCustomizeDataQueryOptions());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams.get('page'));
  const [tab, setTab] = useState<CustomizeTab>(0);
  const { renderError, onCapture, markChanged } = useRenderOnChange();
  const outfit = useOutfitChanges(markChanged);

  if (character.isPending || customize.isPending) return <Loader />;
  if (character.isError || customize.isError) {
    return (
      <EmptyState
        title="Your character could not be loaded"
        action={
          <Button
            busy={character.isFetching || customize.isFetching}
            onClick={() => {
              void character.refetch();
              void customize.refetch();
            }}
          >
            Try Again
          </Button>
        }
      >
        {errorMessage(character.error ?? customize.error)}
      </EmptyState>
    );
  }

  const wornUuids = new Set(customize.data.current_outfit.map((item) => item.uuid));

  return (
    <div className="character">
      <header className="character__header">
        <h1 className="character__title">Customize Character</h1>
        <p className="character__muted">
          Pick colours and dress your avatar with the items you own.
        </p>
      </header>
      <div className="character__layout">
        <div className="character__column">
          <Card className="character-stage" padding="none">
            <CharacterStage
              characterCode={character.data.character_code}
              fullRender={character.data.full_render}
              onCapture={onCapture}
            />
          </Card>
          {renderError && (
            <Banner tone="danger" role="alert" className="character__error">
              {renderError}
            </Banner>
          )}
          <OutfitPanel
            outfit={customize.data.current_outfit}
            busyUuid={outfit.removingUuid}
            onRemove={outfit.removeItem}
          />
        </div>
        <div className="character__column">
          <ColorPanel
            characterCode={character.data.character_code}
            previousColors={customize.data.previous_colors}
            onChanged={markChanged}
          />
          {outfit.outfitError && (
            <Banner tone="danger" role="alert" className="character__error">
              {outfit.outfitError}
            </Banner>
          )}
          <InventoryPanel
            tab={tab}
            page={page}
            onTabChange={(next) => {
              setTab(next);
              outfit.clearOutfitError();
              if (page !== 1) void navigate(paths.character.getHref());
            }}
            wornUuids={wornUuids}
            busy={outfit.adding}
            onAdd={outfit.addItem}
          />
        </div>
      </div>
    </div>
  );
}
