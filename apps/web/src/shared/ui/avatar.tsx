import { useState } from 'react';
import { AVATAR_COLOR_COUNT } from '../../lib/theme/theme-colors.ts';
import './ui.css';

/** Up to two letters from the email's local part: "jane.doe@x" → "JD", "client@x" → "CL". */
export function initialsFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter(Boolean);
  const letters = parts.length > 1 ? (parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '') : local.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A stable colour slot per email (djb2 hash), so a user always gets the same avatar. */
export function colorSlotFor(email: string): number {
  let hash = 5381;
  for (const ch of email.trim().toLowerCase()) hash = ((hash * 33) ^ ch.charCodeAt(0)) >>> 0;
  return hash % AVATAR_COLOR_COUNT;
}

interface AvatarProps {
  email: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Empty when the person's name is shown next to the avatar. */
  alt?: string;
}

/** spec §2: the profile picture, or an avatar drawn here from the email (no third-party call). */
export function Avatar({ email, src, size = 'md', alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className={`avatar avatar--${size}`} src={src} alt={alt} onError={() => setFailed(src)} />;
  }
  return (
    <span className={`avatar avatar--${size} avatar--c${colorSlotFor(email)}`} role={alt ? 'img' : undefined}
      aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initialsFromEmail(email)}
    </span>
  );
}
