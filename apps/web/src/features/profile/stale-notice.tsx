import { extractMessage } from '../../lib/error-message.ts';
import { HttpError } from '../../lib/http-error.ts';
import { Button } from '../../shared/ui/button.tsx';

/** A save refused because the profile changed elsewhere since the form was filled (409): its message. */
export function staleMessage(error: unknown): string | null {
  return error instanceof HttpError && error.status === 409 ? extractMessage(error) : null;
}

interface StaleNoticeProps {
  message: string | null;
  onReload: () => void;
  reloading: boolean;
}

/** Issue 8 finding 10: says the profile changed elsewhere and offers the latest values. */
export function StaleNotice({ message, onReload, reloading }: StaleNoticeProps) {
  if (!message) return null;
  return (
    <div className="profile__stale" role="alert">
      <p>{message}</p>
      <Button onClick={onReload} busy={reloading}>Reload the latest version</Button>
    </div>
  );
}
