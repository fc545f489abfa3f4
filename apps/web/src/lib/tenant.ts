import { BRAND_QUERY_PARAM, DEFAULT_TENANT_ID } from '@portal/contract';

/** spec §1, §9: the tenant is the `?brand=` query parameter when it is a positive integer, else 226. */
export function tenantFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(BRAND_QUERY_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

const TAB_KEY = 'pas-brand';
let tenant: number = DEFAULT_TENANT_ID;

/**
 * Fixes the tenant at start. The brand stays for the tab's lifetime (sessionStorage), so it
 * survives navigation and the reloads of logout, which drop the query string.
 */
export function initTenant(search: string, tab: Storage = sessionStorage): number {
  const fromQuery = tenantFromSearch(search);
  const fromTab = tenantFromSearch(`?${BRAND_QUERY_PARAM}=${tab.getItem(TAB_KEY) ?? ''}`);
  tenant = fromQuery ?? fromTab ?? DEFAULT_TENANT_ID;
  if (fromQuery !== null) tab.setItem(TAB_KEY, String(fromQuery));
  return tenant;
}

/** The tenant signed-out calls act on (sent as X-Tenant-Id). */
export const currentTenant = () => tenant;
