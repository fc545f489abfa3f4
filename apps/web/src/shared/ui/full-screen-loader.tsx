import { useLoaderState } from '../../lib/loader-store.ts';
import { Spinner } from './spinner.tsx';
import './ui.css';

/** spec §2: covers the screen while the loader flag is set, with an optional message. */
export function FullScreenLoader() {
  const { active, message } = useLoaderState();
  if (!active) return null;
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spinner size="lg" />
      <p>{message ?? <span className="visually-hidden">Loading</span>}</p>
    </div>
  );
}
