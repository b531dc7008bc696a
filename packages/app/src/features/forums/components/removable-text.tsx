import { FORUM_TEXTS } from '../constants';

/**
 * A title or text as posted, or the note that staff removed it. Staff scrubs blank it (spec 03
 * §4), and posts are never created that short: blank means scrubbed, and the app says so (muted)
 * instead of showing an empty line.
 */
export function RemovableText({ text, kind }: { text: string; kind: 'title' | 'content' }) {
  if (text.trim() !== '') return text;
  return (
    <span className="forums-removed">
      {kind === 'title' ? FORUM_TEXTS.titleRemoved : FORUM_TEXTS.contentRemoved}
    </span>
  );
}
