import { OTP_LENGTH, OTP_TTL_S, type ConfirmCodeReply, type IdentityProof } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { invalid, tooMany } from '../../http/errors.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { newNumericCode } from '../../lib/secrets.ts';
import { confirmCodeMail } from './auth-mail.ts';
import { verifyPassword } from './passwords.ts';
import type { VerificationStore } from './verifications.ts';

// "Confirm it's you" (issue 22): a change someone who merely found a signed-in screen must not make
// (removing a passkey, deleting the account) asks for the password or a fresh mailed code. The
// code is bound to the session that asked for it, as a sign-in code is to its browser (decision
// 010): nobody else can use or burn it. Wrong tries count against the account as sign-in failures do.

const WINDOW_MS = 15 * 60_000;
const FAILURES = 10;
const CODE_MAILS = 10;

export const WRONG_PASSWORD = 'That password is not right.';
export const WRONG_CODE = 'That code is not right, or it has expired. Ask for a new one.';

const sessionAttempt = (sessionId: number) => `session:${sessionId}`;

export function identityCheck(deps: Deps, codes: VerificationStore) {
  const { rateLimit } = deps;
  const failureKey = (user: UserRow) => `confirm:acct:${user.id}`;

  return {
    /** Mails a code for this session; earlier ones die. At most CODE_MAILS per account per window. */
    async mailCode(user: UserRow, sessionId: number): Promise<ConfirmCodeReply> {
      const mails = await rateLimit.hit(`confirm-mail:${user.id}`, CODE_MAILS, WINDOW_MS);
      if (!mails.allowed) throw tooMany(mails.retryAfterS);
      const code = newNumericCode(OTP_LENGTH);
      await codes.issue(user.id, 'confirm_code', code, OTP_TTL_S, sessionAttempt(sessionId));
      await deps.mailer.send(confirmCodeMail(user.email, user.firstName, code, await brandOfTenant(deps, user.tenantId)));
      return { sent: true, expires_in: OTP_TTL_S };
    },

    /** Resolves when the proof holds; a 422 naming the field otherwise, a 429 after too many wrong tries. */
    async prove(user: UserRow, sessionId: number, proof: IdentityProof): Promise<void> {
      // Counted before the check (a parallel burst cannot pass a count made before any failed); a right proof gives it back.
      const tries = await rateLimit.hit(failureKey(user), FAILURES, WINDOW_MS);
      if (!tries.allowed) throw tooMany(tries.retryAfterS);
      if ('password' in proof) {
        if (!(await verifyPassword(user.passwordHash, proof.password))) throw invalid({ password: [WRONG_PASSWORD] }, WRONG_PASSWORD);
      } else if (!(await codes.checkCode(user.id, sessionAttempt(sessionId), proof.otp, true, 'confirm_code'))) {
        throw invalid({ otp: [WRONG_CODE] }, WRONG_CODE);
      }
      await rateLimit.undo(failureKey(user));
    },
  };
}
export type IdentityCheck = ReturnType<typeof identityCheck>;
