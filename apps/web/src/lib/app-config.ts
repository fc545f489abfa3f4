/** GET /app-config.json: deployment settings the browser needs (spec §9 "deployment settings"). */
export interface AppConfig {
  ipLookupUrl: string | null;
  recaptchaSiteKey: string | null;
  stripePublishableKey: string | null;
}

const EMPTY: AppConfig = { ipLookupUrl: null, recaptchaSiteKey: null, stripePublishableKey: null };
let pending: Promise<AppConfig> | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  pending ??= fetch('/app-config.json', { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
    .then(readConfig)
    .catch(() => EMPTY);
  return pending;
}

function readConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null) return EMPTY;
  const obj = json as Record<string, unknown>;
  const str = (key: keyof AppConfig) => (typeof obj[key] === 'string' && obj[key] ? (obj[key] as string) : null);
  return { ipLookupUrl: str('ipLookupUrl'), recaptchaSiteKey: str('recaptchaSiteKey'), stripePublishableKey: str('stripePublishableKey') };
}
