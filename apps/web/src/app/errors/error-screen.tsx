import { ERROR_REPORT_REDIRECT_MS, MESSAGES } from '@portal/contract';
import { useState } from 'react';
import { loadPage } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { errorReport, sendErrorReport } from './report-error.ts';
import './error-screen.css';

/** spec §2, §8: the error screen with details, 'Report this Error' and 'Return Home'. */
export function ErrorScreen({ error }: { error: Error }) {
  const { user, logout } = useSession();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const report = async () => {
    setState('sending');
    try {
      await sendErrorReport(errorReport(error, user));
      setState('sent');
      notifySuccess(MESSAGES.errorReported);
      // spec §4: after a successful report the user is logged out and sent to / after 3 s
      setTimeout(() => void logout('/'), ERROR_REPORT_REDIRECT_MS);
    } catch (failure) {
      setState('idle');
      notifyFailure(failure);
    }
  };

  return (
    <main id="main" className="error-screen">
      <h1>{MESSAGES.errorScreenTitle}</h1>
      <details className="error-screen__details">
        <summary>Error details</summary>
        <pre>{error.message}{error.stack ? `\n\n${error.stack}` : ''}</pre>
      </details>
      <div className="form-actions error-screen__actions">
        <Button variant="primary" busy={state === 'sending'} disabled={state === 'sent'} onClick={() => void report()}>
          {MESSAGES.reportError}
        </Button>
        <Button onClick={() => loadPage('/')}>{MESSAGES.returnHome}</Button>
      </div>
    </main>
  );
}
