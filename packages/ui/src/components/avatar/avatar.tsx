import { useEffect, useRef, useState } from 'react';
import './avatar.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  src?: string;
  /** Describes the picture; also names the fallback. Empty for a decorative picture. */
  alt: string;
  /** When given, the fallback shows its initials instead of a silhouette. */
  name?: string;
  size?: AvatarSize;
  /** `portrait` fits half-body renders (taller than wide); `circle` and `square` crop to the head. */
  shape?: 'circle' | 'square' | 'portrait';
  className?: string;
}

/** Up to two initials: the first letters of the first two words, or of the name itself. */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  const letters =
    words.length > 1
      ? [words[0], words[1]].map((word) => [...(word ?? '')][0])
      : [...name.trim()].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

function Silhouette() {
  return (
    <svg className="ui-avatar__silhouette" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="15" r="7.5" fill="currentColor" />
      <path d="M5 40c0-9 6.7-14.5 15-14.5S35 31 35 40z" fill="currentColor" />
    </svg>
  );
}

type ImageStatus = 'loading' | 'loaded' | 'error';
type ImageState = { src?: string; status: ImageStatus };

/** The update to `status` for `src`; the same state when nothing changes (no render). */
function settledAs(src: string | undefined, status: ImageStatus) {
  return (current: ImageState): ImageState =>
    current.src === src && current.status === status ? current : { src, status };
}

/**
 * The picture over its fallback: the fallback shows until the picture has loaded, and again when
 * it fails. The picture is in the page from the first render and its own events say how it went,
 * so mounting a list of avatars schedules no work of its own (a loader in a layout effect re-ran
 * every avatar, and the page's effects with them, in the task that committed the page).
 */
export function Avatar({ src, alt, name, size = 'md', shape = 'circle', className }: AvatarProps) {
  const initials = name ? getInitials(name) : '';
  // A status belongs to one picture: a new src starts loading again.
  const [image, setImage] = useState<ImageState>({ src, status: 'loading' });
  const status = image.src === src ? image.status : 'loading';
  const imageRef = useRef<HTMLImageElement>(null);
  // A picture can finish before React listens to it (in prerendered HTML).
  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.currentSrc) {
      setImage(settledAs(src, element.naturalWidth > 0 ? 'loaded' : 'error'));
    }
  }, [src]);
  const showImage = Boolean(src) && status !== 'error';

  return (
    <span
      className={['ui-avatar', `ui-avatar--${size}`, `ui-avatar--${shape}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {status !== 'loaded' && (
        <span
          className="ui-avatar__fallback"
          // The picture names itself while it is there; an empty `alt` marks a decorative one,
          // whose stand-in is hidden the same way.
          {...(alt && !showImage ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {initials ? <span aria-hidden="true">{initials}</span> : <Silhouette />}
        </span>
      )}
      {showImage && (
        <img
          ref={imageRef}
          className="ui-avatar__image"
          src={src}
          alt={alt}
          onLoad={() => setImage(settledAs(src, 'loaded'))}
          onError={() => setImage(settledAs(src, 'error'))}
        />
      )}
    </span>
  );
}
