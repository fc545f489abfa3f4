import { extractMessage } from '../../../lib/error-message.ts';
import { HttpError } from '../../../lib/http-error.ts';

/** What a failed payment step tells the member, in the form (issue 3 §4: decline shows the server's message). */
export function paymentErrorText(error: unknown): string {
  if (error instanceof HttpError && error.status === 500) return 'The payment service had a problem. Please try again.';
  if (error instanceof HttpError) return extractMessage(error);
  if (error instanceof TypeError) return 'The payment could not reach the server. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}
