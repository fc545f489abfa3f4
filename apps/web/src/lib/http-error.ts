import type { FieldErrors } from '@portal/contract';

/** The failure envelope of DESIGN §4, as far as the client can rely on it. */
export interface FailBody {
  status?: number;
  error?: FieldErrors | string;
  message?: string;
}

/** A non-2xx reply. `handled` is set when the client already dealt with it (spec §8: 401/419/500). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: FailBody | null,
    readonly retryAfterS: number | null = null,
    readonly handled = false,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }

  /** Field errors of a 422 reply, or null when the reply carries none. */
  get fieldErrors(): FieldErrors | null {
    const error = this.body?.error;
    return error && typeof error === 'object' ? error : null;
  }
}

export function isFailBody(value: unknown): value is FailBody {
  return typeof value === 'object' && value !== null && ('error' in value || 'message' in value);
}
