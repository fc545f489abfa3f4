import { loadAppConfig } from '../../lib/app-config.ts';
import type { ClientInfo } from './auth-api.ts';

const LOOKUP_TIMEOUT_MS = 3_000;

interface UADataBrand {
  brand: string;
  version: string;
}
type NavigatorWithUAData = Navigator & { userAgentData?: { brands?: UADataBrand[] } };

/** spec §7: the browser's name and version go with the sign-in call. */
export function browserInfo(nav: NavigatorWithUAData = navigator): ClientInfo['browser'] {
  const brands = nav.userAgentData?.brands ?? [];
  const brand = brands.find((b) => !/not.?a.?brand|chromium/i.test(b.brand)) ?? brands.find((b) => /chromium/i.test(b.brand));
  if (brand) return { name: brand.brand.slice(0, 100), version: brand.version.slice(0, 50) };
  return parseUserAgent(nav.userAgent);
}

const UA_RULES: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

export function parseUserAgent(ua: string): ClientInfo['browser'] {
  for (const [name, pattern] of UA_RULES) {
    const version = pattern.exec(ua)?.[1];
    if (version) return { name, version: version.slice(0, 50) };
  }
  return { name: 'Unknown', version: '' };
}

let lookup: Promise<ClientInfo['lookup']> | null = null;

/**
 * spec §7: the IP-lookup service, when the deployment names one (/app-config.json). Short timeout;
 * any failure just leaves the lookup out. Started early so sign-in rarely waits for it.
 */
export function lookupInfo(): Promise<ClientInfo['lookup']> {
  lookup ??= loadAppConfig().then(async ({ ipLookupUrl }) => {
    if (!ipLookupUrl) return null;
    try {
      const response = await fetch(ipLookupUrl, {
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS), credentials: 'omit', referrerPolicy: 'no-referrer',
      });
      return response.ok ? pickLookup(await response.json()) : null;
    } catch {
      return null;
    }
  });
  return lookup;
}

function pickLookup(json: unknown): ClientInfo['lookup'] {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  const text = (max: number, ...keys: string[]) => {
    const value = keys.map((k) => o[k]).find((v) => typeof v === 'string' && v);
    return typeof value === 'string' ? value.slice(0, max) : undefined;
  };
  return {
    ip: text(64, 'ip', 'query'),
    city: text(100, 'city'),
    region: text(100, 'region', 'region_name', 'regionName'),
    country: text(100, 'country_name', 'country', 'countryName'),
  };
}

export async function clientInfo(): Promise<ClientInfo> {
  return { browser: browserInfo(), lookup: await lookupInfo() };
}
