import { eq } from 'drizzle-orm';
import {
  LINK_LOGIN_TTL_S, MESSAGES, OTP_LENGTH, OTP_RESEND_COUNTDOWN_S, OTP_TTL_S, PASSWORD_RESET_TTL_S,
  encodeValue, otpResendWait, type StudentLoginReply,
} from '@portal/contract';
import { users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, tooMany } from '../../http/errors.ts';
import type { BackgroundTasks } from '../../lib/background.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { newNumericCode, newToken } from '../../lib/secrets.ts';
import { cancelDeletionOnSignIn } from '../account-deletion/deletion-cancel.ts';
import { findUserByEmail, findUserById } from '../users/user-repo.ts';
import { secretOpens } from '../users/access-valid.ts';
import { presentUser } from '../users/present-user.ts';
import { recordLinkIssued, recordLinkUsed } from '../access-log/access-log-repo.ts';
import { loginCodeMail, loginLinkMail, passwordResetMail } from './auth-mail.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import type { ClientInfo, SessionService } from './sessions.ts';
import type { VerificationStore } from './verifications.ts';

// DESIGN §7 limits. Failures per account and all attempts per IP, in 15-minute windows that end.
const WINDOW_MS = 15 * 60_000;
const ACCOUNT_FAILURES = 10;
const IP_ATTEMPTS = 60;
const RESET_PER_HOUR = 3;
/** Sign-in code mails per account per window: someone holding the password cannot flood the inbox. */
const CODE_MAILS = 10;
const TRUSTED_DEVICE_TTL_S = 30 * 86_400;
/** A resend is only for a sign-in whose password step passed recently. */
const RESEND_WINDOW_MS = 30 * 60_000;

export interface Credentials { tenantId: number; email: string; password: string; ip: string }

export function authService(deps: Deps, sessions: SessionService, codes: VerificationStore, background: BackgroundTasks) {
  const { db, rateLimit, mailer } = deps;
  const badCredentials = () => invalid({ email: [MESSAGES.invalidCredentials] }, MESSAGES.invalidCredentials);

  /** Counts an attempt from this IP on one tenant's portal for one kind of call; 429 once the window is full. */
  async function limitIp(kind: 'login' | 'otp' | 'link' | 'passkey-options', tenantId: number, ip: string, max = IP_ATTEMPTS) {
    const limited = await rateLimit.hit(`${kind}:ip:${tenantId}:${ip}`, max, WINDOW_MS);
    if (!limited.allowed) throw tooMany(limited.retryAfterS);
  }
  const accountKey = (c: Pick<Credentials, 'tenantId' | 'email'>) => `login:acct:${c.tenantId}:${c.email}`;
  const countFailure = (c: Credentials) => rateLimit.hit(accountKey(c), ACCOUNT_FAILURES, WINDOW_MS);

  const fail = async (c: Credentials) => {
    await countFailure(c);
    return badCredentials();
  };

  /**
   * Password check shared by both sign-in steps; unknown email and wrong password answer alike. The
   * try is counted against the account before the (costly) hash, in one atomic hit, so parallel
   * guesses from many IPs cannot all pass a check made before any of them failed; a right password
   * gives its try back.
   */
  async function checkPassword(c: Credentials): Promise<UserRow> {
    await limitIp('login', c.tenantId, c.ip);
    const tries = await rateLimit.hit(accountKey(c), ACCOUNT_FAILURES, WINDOW_MS);
    if (!tries.allowed) throw tooMany(tries.retryAfterS);
    const user = await findUserByEmail(db, c.tenantId, c.email);
    const okPassword = await verifyPassword(user?.passwordHash ?? null, c.password);
    if (!user || !okPassword) throw badCredentials();
    await rateLimit.undo(accountKey(c));
    // Said only to the one who knows the password: a deactivated account is not a wrong password.
    if (user.deactivatedAt) throw invalid({ email: [MESSAGES.accountDeactivated] }, MESSAGES.accountDeactivated);
    return user;
  }

  /** Mails a new sign-in code bound to this attempt; at most CODE_MAILS per account per window. */
  async function sendCode(user: UserRow, attempt: string) {
    const mails = await rateLimit.hit(`otp-mail:${user.id}`, CODE_MAILS, WINDOW_MS);
    if (!mails.allowed) throw tooMany(mails.retryAfterS);
    const code = newNumericCode(OTP_LENGTH);
    await codes.issue(user.id, 'login_code', code, OTP_TTL_S, attempt);
    await mailer.send(loginCodeMail(user.email, user.firstName, code, await brandOfTenant(deps, user.tenantId)));
  }
  const secondsSince = (at: Date) => (deps.now().getTime() - at.getTime()) / 1000;

  /** `company`: the user's company name when the caller read it already (a passkey sign-in reads it with the passkey). */
  async function startSession(user: UserRow, client: ClientInfo, remember: boolean, company?: string | null): Promise<StudentLoginReply> {
    const token = await sessions.create(user, client, remember);
    const named = company !== undefined ? company : (await findUserById(db, user.tenantId, user.id))?.company ?? null;
    return { ...presentUser(user, named, token), access_token: token };
  }

  return {
    /**
     * A sign-in by passkey (issue 22, modules/passkeys) under the code path's limits, making the
     * same session and reply: `limitIp` counts every attempt from an address; `tryAccount` counts a
     * try against the account before the (costly) check, 429 once it failed too often, and
     * `succeeded` clears the account's failures as a right code does.
     */
    otherProof: {
      limitIp,
      async tryAccount(user: UserRow) {
        const tries = await rateLimit.hit(accountKey(user), ACCOUNT_FAILURES, WINDOW_MS);
        if (!tries.allowed) throw tooMany(tries.retryAfterS);
      },
      succeeded: (user: UserRow) => rateLimit.reset(accountKey(user)),
      async startSession(user: UserRow, client: ClientInfo, company: string | null) {
        // A sign-in of their own during a deletion's grace keeps the account (issue 22).
        await cancelDeletionOnSignIn(deps, user);
        return startSession(user, client, false, company);
      },
    },

    /**
     * spec §4 Login step 1. `verified` decodes to 'true' only on a remembered device. Otherwise this
     * browser's live code stays the one to use within the countdown; a spent or dead code, or a
     * new browser, gets a new code bound to a new attempt (`attempt` is set as a cookie).
     */
    async loginOtp(c: Credentials, deviceToken: string | null, attempt: string | null) {
      const user = await checkPassword(c);
      if (deviceToken && (await codes.isTrusted(user.id, deviceToken))) {
        return { reply: { verified: encodeValue('true'), user_id: user.id }, attempt: null };
      }
      const current = await codes.attemptCode(user.id, attempt);
      const keep = current?.live && secondsSince(current.createdAt) < OTP_RESEND_COUNTDOWN_S;
      const fresh = keep ? null : newToken();
      if (fresh) await sendCode(user, fresh);
      return { reply: { verified: encodeValue('false'), user_id: user.id }, attempt: fresh };
    },

    /** spec §4 Login step 2: password again, plus the emailed code (or a remembered device). */
    async studentLogin(c: Credentials & { userId: number; otp: string | undefined; remember: boolean },
      client: ClientInfo, deviceToken: string | null, attempt: string | null) {
      const user = await checkPassword(c);
      if (user.id !== c.userId) throw await fail(c);
      const trusted = !c.otp && deviceToken ? await codes.isTrusted(user.id, deviceToken) : false;
      if (!trusted) {
        if (!c.otp) throw invalid({ otp: [MESSAGES.otpRequired] }, MESSAGES.otpRequired);
        if (!(await codes.checkCode(user.id, attempt, c.otp, true))) {
          await countFailure(c);
          throw invalid({ otp: [MESSAGES.invalidOtp] }, MESSAGES.invalidOtp);
        }
      }
      await rateLimit.reset(accountKey(c));
      // Their own sign-in during a deletion's grace keeps the account (issue 22); a sign-in link, which a coach may use, does not.
      await cancelDeletionOnSignIn(deps, user);
      const reply = await startSession(user, client, c.remember);
      let device: string | null = null;
      if (c.remember) {
        device = newToken();
        await codes.issue(user.id, 'trusted_device', device, TRUSTED_DEVICE_TTL_S);
      }
      return { reply, device };
    },

    /**
     * spec §7 generateOTP: a new code for this browser's sign-in attempt. The 300 s countdown
     * limits resends of a live code only; a spent or dead code is replaced at once.
     */
    async resendCode(tenantId: number, email: string, userId: number, ip: string, attempt: string | null) {
      await limitIp('otp', tenantId, ip);
      const user = await findUserByEmail(db, tenantId, email);
      const current = user && user.id === userId ? await codes.attemptCode(user.id, attempt) : null;
      if (!user || !attempt || !current || secondsSince(current.createdAt) * 1000 > RESEND_WINDOW_MS) {
        throw invalid({ email: [MESSAGES.signInAgain] }, MESSAGES.signInAgain);
      }
      const since = secondsSince(current.createdAt);
      if (current.live && since < OTP_RESEND_COUNTDOWN_S) {
        const wait = Math.ceil(OTP_RESEND_COUNTDOWN_S - since);
        throw tooMany(wait, otpResendWait(wait));
      }
      await sendCode(user, attempt);
      return { message: MESSAGES.otpSent, retry_after: OTP_RESEND_COUNTDOWN_S };
    },

    /**
     * spec §7 verifyOTP: checks a code without using it up. Only the browser that started the
     * sign-in can check (its attempt cookie); a guess from anywhere else is refused and not counted.
     */
    async verifyCode(tenantId: number, userId: number, otp: string, ip: string, attempt: string | null) {
      await limitIp('otp', tenantId, ip);
      return { valid: await codes.checkCode(userId, attempt, otp, false) };
    },

    /**
     * Same reply, in the same time, whether or not the email exists (no enumeration): the look-up,
     * the link and the mail happen after the reply.
     */
    requestPasswordReset(tenantId: number, email: string) {
      background.run('password reset', async () => {
        const user = await findUserByEmail(db, tenantId, email);
        if (!user || !(await rateLimit.hit(`reset:${user.id}`, RESET_PER_HOUR, 3_600_000)).allowed) return;
        const token = newToken();
        await codes.issue(user.id, 'password_reset', token, PASSWORD_RESET_TTL_S);
        await mailer.send(passwordResetMail(user.email, user.firstName, `${deps.tenants.urlOf(user.tenantId)}/reset/${token}`, await brandOfTenant(deps, user.tenantId)));
      });
      return { message: MESSAGES.passwordResetSent };
    },

    async createPassword(tenantId: number, token: string, email: string, password: string) {
      if (isCommonPassword(password)) {
        throw invalid({ password: [COMMON_PASSWORD_MESSAGE] });
      }
      const owner = await findUserByEmail(db, tenantId, email);
      const userId = await codes.consumeToken('password_reset', token, (id) => owner?.id === id);
      if (!userId) throw new HttpError(422, MESSAGES.invalidResetLink, { token: [MESSAGES.invalidResetLink] });
      // A password set from a reset link also ends an open invitation (issue 12): the invite link dies with it.
      await db.update(users).set({ passwordHash: await hashPassword(password), invitedAt: null, updatedAt: deps.now() }).where(eq(users.id, userId));
      await sessions.revokeAll(userId);
      return { message: MESSAGES.passwordChanged };
    },

    /**
     * A single-use sign-in link for a client (issued by their coach or an admin, or `npm run
     * login-link`). Never for a deactivated account (docs/domain.md "Deactivation").
     */
    /** A sign-in link for `user`; one a coach or admin (`issuer`) made is recorded for the client to see (issue 22). */
    async issueLoginLink(user: UserRow, sendByMail: boolean, issuer: UserRow | null = null) {
      if (user.deactivatedAt) throw invalid({ email: [MESSAGES.loginLinkDeactivated] }, MESSAGES.loginLinkDeactivated);
      const token = newToken();
      const verificationId = await codes.issue(user.id, 'login_link', token, LINK_LOGIN_TTL_S);
      if (issuer) await recordLinkIssued(db, issuer, user, verificationId, deps.now());
      const url = `${deps.tenants.urlOf(user.tenantId)}/fbslogin/${token}`;
      if (sendByMail) await mailer.send(loginLinkMail(user.email, user.firstName, url, await brandOfTenant(deps, user.tenantId)));
      return { url, expires_at: new Date(deps.now().getTime() + LINK_LOGIN_TTL_S * 1000).toISOString() };
    },

    async loginWithLink(tenantId: number, token: string, client: ClientInfo, ip: string) {
      await limitIp('link', tenantId, ip);
      // A link opens the account only while it is active and if it was made after the account's last
      // deactivation or reactivation (access-valid.ts); a refused link carries no profile.
      const userId = await codes.consumeToken('login_link', token, async (id, madeAt) => {
        const owner = await findUserById(db, tenantId, id);
        return owner !== null && secretOpens(owner.user, madeAt);
      });
      const found = userId ? await findUserById(db, tenantId, userId) : null;
      if (!found) throw new HttpError(422, MESSAGES.invalidLoginLink, { token: [MESSAGES.invalidLoginLink] });
      const session = await startSession(found.user, client, false);
      // "Who acted for me": a link a coach or admin made is listed for the client once used.
      await recordLinkUsed(db, token, deps.now());
      return { ...session, otp: true as const };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
