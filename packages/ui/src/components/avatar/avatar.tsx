import * as AvatarPrimitive from '@radix-ui/react-avatar';
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

export function Avatar({ src, alt, name, size = 'md', shape = 'circle', className }: AvatarProps) {
  const initials = name ? getInitials(name) : '';
  return (
    <AvatarPrimitive.Root
      className={['ui-avatar', `ui-avatar--${size}`, `ui-avatar--${shape}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      {src && <AvatarPrimitive.Image className="ui-avatar__image" src={src} alt={alt} />}
      <AvatarPrimitive.Fallback
        className="ui-avatar__fallback"
        // An empty `alt` marks a decorative picture: its stand-in is hidden the same way.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {initials ? <span aria-hidden="true">{initials}</span> : <Silhouette />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
