import { safeHttpUrl } from '../../lib/safe-url.ts';
import './media-player.css';

const VIDEO_FILE = /\.(mp4|webm|ogv|m4v|mov)$/i;
const AUDIO_FILE = /\.(mp3|m4a|wav|oga|ogg|opus|aac|flac)$/i;

/** 'video' or 'audio' for a file the portal itself serves (same origin), which the browser can play; null otherwise. */
export function localMediaKind(src: string): 'video' | 'audio' | null {
  try {
    const url = new URL(src, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (VIDEO_FILE.test(url.pathname)) return 'video';
    return AUDIO_FILE.test(url.pathname) ? 'audio' : null;
  } catch {
    return null;
  }
}

interface Props {
  src: string;
  title: string;
  /** Shown before a local video plays. */
  poster?: string | null;
}

/**
 * Lesson videos and recordings. Local files play inline with controls and never autoplay; anything
 * else (a hosted video page) is a link, since the CSP allows no third-party frames.
 */
export function MediaPlayer({ src, title, poster }: Props) {
  const kind = localMediaKind(src);
  if (kind === 'video') {
    const posterUrl = poster ? safeHttpUrl(poster) : null;
    return (
      <video className="media-player" controls preload="metadata" poster={posterUrl ?? undefined} aria-label={title}>
        <source src={src} />
        <a href={src}>Download the video: {title}</a>
      </video>
    );
  }
  if (kind === 'audio') {
    return (
      <audio className="media-player media-player--audio" controls preload="metadata" aria-label={title}>
        <source src={src} />
        <a href={src}>Download the recording: {title}</a>
      </audio>
    );
  }
  const href = safeHttpUrl(src);
  if (!href) return null;
  return (
    <p className="media-player__link">
      <a className="btn btn--secondary" href={href} target="_blank" rel="noopener noreferrer">
        Watch the video<span className="visually-hidden">: {title} (opens in a new tab)</span>
      </a>
    </p>
  );
}
