import { safeHttpUrl } from '../../lib/safe-url.ts';

interface MediaProps {
  title: string;
  video: string | null;
  poster: string | null;
  onProgress: (position: number, duration: number, ended?: boolean) => void;
}

/** The lesson's video (its poster shown before it plays), or the poster alone. */
export function LessonMedia({ title, video, poster, onProgress }: MediaProps) {
  const videoUrl = safeHttpUrl(video);
  const posterUrl = safeHttpUrl(poster);
  if (videoUrl) {
    return (
      <figure className="lesson__media">
        <video className="lesson__video" controls preload="metadata" poster={posterUrl ?? undefined} src={videoUrl}
          aria-label={`Lesson video: ${title}`}
          onTimeUpdate={(e) => onProgress(e.currentTarget.currentTime, e.currentTarget.duration)}
          onEnded={(e) => onProgress(e.currentTarget.duration, e.currentTarget.duration, true)}>
          <a href={videoUrl}>Download the lesson video</a>
        </video>
      </figure>
    );
  }
  if (posterUrl) {
    return (
      <figure className="lesson__media">
        <img className="lesson__poster" src={posterUrl} alt="" />
      </figure>
    );
  }
  return null;
}
