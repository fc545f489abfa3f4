import type { BrowserInfo, LookupInfo } from '@portal/contract';
import type { z } from 'zod';
import { get, post } from '../../lib/http.ts';
import { loginOtpReply, messageReply, signInReply } from './auth-replies.ts';

type Browser = z.infer<typeof BrowserInfo>;
type Lookup = z.infer<typeof LookupInfo>;
export interface ClientInfo {
  browser: Browser;
  lookup: Lookup | null;
}

/** GET sanctum/csrf-cookie: sets the CSRF cookie before the sign-in calls (spec §7). */
export async function fetchCsrfCookie(): Promise<void> {
  try {
    await get('/sanctum/csrf-cookie');
  } catch {
    // the sign-in call that follows reports any real problem
  }
}

export const requestLoginCode = (body: { email: string; password: string }) =>
  post('/api/auth/loginotp', body, { schema: loginOtpReply });

export interface StudentLogin {
  email: string;
  password: string;
  user_id: number;
  /** Omitted when loginotp answered verified = 'true' (spec §4 step 2). */
  otp?: string;
  remember_me?: boolean;
}

export const studentLogin = (body: StudentLogin, client: ClientInfo) =>
  post('/api/auth/studentlogin', { ...body, ...client }, { schema: signInReply });

export const generateOtp = (body: { email: string; user_id: number }) => post('/api/auth/generateOTP', body);

export const loginWithLink = (token: string, client: ClientInfo) =>
  post('/api/auth/loginotpfbs', { token, ...client }, { schema: signInReply });

export const requestPasswordReset = (email: string) =>
  post('/api/password/reset', { email }, { schema: messageReply });

export interface PasswordCreate {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const createPassword = (body: PasswordCreate) => post('/api/password/create', body, { schema: messageReply });
