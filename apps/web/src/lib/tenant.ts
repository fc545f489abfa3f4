import { BRAND_QUERY_PARAM, DEFAULT_TENANT_ID } from '@portal/contract';

/** spec §1, §9: the tenant is the `?brand=` query parameter when it is a positive integer, else 226. */
export function tenantFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(BRAND_QUERY_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * Issue 23: the tenant of the address the page came from, which the server writes into the page
 * (`<meta name="portal-tenant">`, apps/server/src/modules/site/tenant-page.ts); 226 without one
 * (the Vite dev server, a page saved elsewhere).
 */
export function tenantOfPage(doc: Document = document): number {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal-tenant"]');
  return tenantFromSearch(`?${BRAND_QUERY_PARAM}=${meta?.content ?? ''}`) ?? DEFAULT_TENANT_ID;
}

const TAB_KEY = 'pas-brand';
let home: number = DEFAULT_TENANT_ID;
let tenant: number = DEFAULT_TENANT_ID;
let tabStorage: Storage | null = null;

/**
 * Fixes the tenant at start: the page's own (its host's), unless a `?brand=` preview names another.
 * A brand whose theme loads stays for the tab's lifetime (sessionStorage, see keepTenant), so it
 * survives navigation and the reloads of logout, which drop the query string.
 */
export function initTenant(search: string, tab: Storage = sessionStorage, doc: Document = document): number {
  home = tenantOfPage(doc);
  const fromQuery = tenantFromSearch(search);
  const fromTab = tenantFromSearch(`?${BRAND_QUERY_PARAM}=${tab.getItem(TAB_KEY) ?? ''}`);
  tenant = fromQuery ?? fromTab ?? home;
  tabStorage = tab;
  return tenant;
}

/** The tenant's theme loaded: the brand is kept for the tab. */
export function keepTenant(): void {
  if (tenant === home) tabStorage?.removeItem(TAB_KEY);
  else tabStorage?.setItem(TAB_KEY, String(tenant));
}

/**
 * The tenant's theme failed to load (an unknown ?brand=): the tab falls back to the page's own
 * tenant and forgets the brand, so plain pages work afterwards (issue 8 finding 11).
 */
export function dropTenant(): number {
  tabStorage?.removeItem(TAB_KEY);
  tenant = home;
  return tenant;
}

/** The tenant signed-out calls act on (sent as X-Tenant-Id; a host a tenant claims decides for itself). */
export const currentTenant = () => tenant;

/** The tenant the page's address belongs to. */
export const homeTenant = () => home;
