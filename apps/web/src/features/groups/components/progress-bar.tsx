import type { Progress } from '../model/progress.ts';
import './progress-bar.css';

/** Lessons done out of all, as an accessible progress bar (issue 3 §4). */
export function ProgressBar({ progress, label }: { progress: Progress; label: string }) {
  const text = `${progress.done} of ${progress.total} lessons done`;
  return (
    <div className="progress">
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={progress.percent} aria-valuetext={`${progress.percent}% (${text})`}>
        {/* width through the CSSOM, which the CSP allows (no style attribute in markup) */}
        <div className="progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="progress__text">{text} <span className="progress__percent">({progress.percent}%)</span></p>
    </div>
  );
}
