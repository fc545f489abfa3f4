import { useState } from 'react';
import { AVATAR_COLOR_COUNT } from '../../lib/theme/theme-colors.ts';
import './ui.css';

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
/** The first character as a reader sees it: "Zoë" → "Z", "Łukasz" → "Ł", "😀x" → "😀" (not half of it). */
const firstGrapheme = (word: string) =>
  graphemes ? (graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '') : (Array.from(word)[0] ?? '');

/**
 * Up to two letters from the person's name: the first of the first and of the last word,
 * "Ada Lovelace" → "AL", "Zoë" → "Z", "山田 太郎" → "山太". Without a name, from the email's local
 * part as before: "jane.doe@x" → "JD".
 */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return initialsFromEmail(email);
  const first = firstGrapheme(words[0]!);
  const last = words.length > 1 ? firstGrapheme(words.at(-1)!) : '';
  return (first + last).toLocaleUpperCase().normalize('NFC');
}

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

/** Who the avatar shows: a user, a coach, anyone with a name, an email and maybe a picture. */
export interface AvatarPerson { first_name: string; last_name: string; email: string; profile_pic?: string | null }

interface AvatarProps {
  person: AvatarPerson;
  size?: 'sm' | 'md' | 'lg';
  /** Empty when the person's name is shown next to the avatar. */
  alt?: string;
}

/**
 * spec §2: the profile picture, or an avatar drawn here (no third-party call): the initials of the
 * name, in a colour derived from the email so it stays when the name changes.
 */
export function Avatar({ person, size = 'md', alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = person.profile_pic;
  if (src && failed !== src) {
    return <img className={`avatar avatar--${size}`} src={src} alt={alt} onError={() => setFailed(src)} />;
  }
  return (
    <span className={`avatar avatar--${size} avatar--c${colorSlotFor(person.email)}`} role={alt ? 'img' : undefined}
      aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initialsOf(`${person.first_name} ${person.last_name}`, person.email)}
    </span>
  );
}
