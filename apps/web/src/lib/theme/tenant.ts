import { BRAND_QUERY_PARAM, DEFAULT_TENANT_ID } from '@portal/contract';

/** spec §1, §9: the tenant is the `?brand=` query parameter when it is a positive integer, else 226. */
export function tenantFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(BRAND_QUERY_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return DEFAULT_TENANT_ID;
  const id = Number(raw);
  return id > 0 ? id : DEFAULT_TENANT_ID;
}
