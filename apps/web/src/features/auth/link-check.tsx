import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';

// A mailed link's page (an invitation, an unsubscribe link) first asks the server what the link is
// for: these are its waiting and failed looks.

/** While the link is being checked. */
export function LinkChecking({ title, label }: { title: string; label: string }) {
  return <AuthLayout title={title}><p className="auth__text"><Spinner label={label} /> Please wait…</p></AuthLayout>;
}

/** The check failed for a passing reason (not a dead link): says so and offers to try again. */
export function LinkCheckFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <AuthLayout title={title}>
      <p role="alert" className="auth__text">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </AuthLayout>
  );
}
