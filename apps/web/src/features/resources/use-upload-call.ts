import { useState } from 'react';
import { extractMessage } from '../../lib/error-message.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';

/**
 * What the send and edit modals share: the problem shown beside the file picker, the upload's
 * progress (null when none is under way), and the call's handlers — the §8 toast on success, the
 * message beside the picker and a red toast on failure.
 */
export function useUploadCall(successText: string, onDone: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const handlers = {
    onDone: () => {
      notifySuccess(successText);
      onDone();
    },
    onFailed: (error: unknown) => {
      setProgress(null);
      setProblem(extractMessage(error));
      notifyFailure(error);
    },
  };
  return { problem, setProblem, progress, setProgress, handlers };
}
