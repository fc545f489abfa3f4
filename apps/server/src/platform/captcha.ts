// Captcha adapter (spec §1, §7): off in demo, Google reCAPTCHA when RECAPTCHA_SECRET is set.
export interface Captcha { enabled: boolean; verify(token: string, ip: string): Promise<boolean> }

export const captchaOff: Captcha = { enabled: false, verify: async () => true };

export function recaptcha(secret: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    enabled: true,
    async verify(token, ip) {
      try {
        const res = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5_000),
        });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
