import { safeHttpUrl } from '../../lib/safe-url.ts';
import './video-player.css';

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)$/i;

/** A video served by the portal itself (same origin, a video file), which <video> can play. */
export function isLocalVideo(src: string): boolean {
  try {
    const url = new URL(src, window.location.origin);
    return url.origin === window.location.origin && VIDEO_FILE.test(url.pathname);
  } catch {
    return false;
  }
}

interface Props {
  src: string;
  title: string;
  poster?: string | null;
}

/**
 * Lesson and programme videos. Local files play inline with controls and never autoplay; anything
 * else (a hosted video page) is a link, since the CSP allows no third-party frames.
 */
export function VideoPlayer({ src, title, poster }: Props) {
  if (isLocalVideo(src)) {
    const posterUrl = poster && safeHttpUrl(poster);
    return (
      <video className="video-player" controls preload="metadata" poster={posterUrl ?? undefined} aria-label={title}>
        <source src={src} />
        <a href={src}>Download the video: {title}</a>
      </video>
    );
  }
  const href = safeHttpUrl(src);
  if (!href) return null;
  return (
    <p className="video-player__link">
      <a className="btn btn--secondary" href={href} target="_blank" rel="noopener noreferrer">
        Watch the video<span className="visually-hidden">: {title} (opens in a new tab)</span>
      </a>
    </p>
  );
}
