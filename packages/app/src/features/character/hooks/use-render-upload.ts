// Spec 02 §4: after the outfit or colours change, the captured 2D renders are uploaded so the shell,
// dashboard and profile show the new look. Uploads are throttled; the newest capture always wins.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Renders } from '../../../components/avatar-scene/lazy-avatar-scene';
import { refreshAccount } from '../../../lib/account';
import { RENDER_UPLOAD_THROTTLE_MS } from '../constants';
import { getCharacterQueryOptions } from '../../../lib/api/get-character';
import { getCustomizeDataQueryOptions } from '../api/get-customize-data';
import { useUploadCharacterRenders } from '../api/upload-character-renders';

export function useRenderUpload(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUploadCharacterRenders();
  const reportError = useRef(onError);
  reportError.current = onError;
  const lastUpload = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<Renders | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(async () => {
    const renders = pending.current;
    if (!renders) return;
    pending.current = null;
    lastUpload.current = Date.now();
    try {
      const { render } = await mutateAsync({ body: renders });
      queryClient.setQueryData(getCharacterQueryOptions().queryKey, (character) =>
        character ? { ...character, full_render: render } : character,
      );
      queryClient.setQueryData(getCustomizeDataQueryOptions().queryKey, (customize) =>
        customize ? { ...customize, full_render: render } : customize,
      );
      // The new key is a new image URL, but only once the answers that carry the key are fetched
      // again: the shell (account sync) at once, and every other cached screen (dashboard, profile,
      // friends, forum posts, a listing's creator) when it is next shown. The character screen's
      // own queries were updated above.
      await Promise.all([
        refreshAccount(queryClient),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => !String(queryKey[1]).startsWith('/character/'),
        }),
      ]);
    } catch (error) {
      reportError.current(error);
    }
  }, [mutateAsync, queryClient]);

  return useCallback(
    (renders: Renders) => {
      pending.current = renders;
      if (timer.current !== undefined) return;
      const wait = lastUpload.current + RENDER_UPLOAD_THROTTLE_MS - Date.now();
      if (wait <= 0) {
        void send();
        return;
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void send();
      }, wait);
    },
    [send],
  );
}
