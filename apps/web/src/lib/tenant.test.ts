// @vitest-environment jsdom
import { DEFAULT_TENANT_ID } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentTenant, dropTenant, homeTenant, initTenant, keepTenant, tenantFromSearch, tenantOfPage } from './tenant.ts';

describe('tenant from ?brand= (spec §1, §9)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '';
  });

  it('accepts positive integers only', () => {
    expect(tenantFromSearch('?brand=42')).toBe(42);
    for (const bad of ['', '?brand=', '?brand=0', '?brand=-3', '?brand=1.5', '?brand=abc', '?brand=1e3', '?x=5']) {
      expect(tenantFromSearch(bad)).toBeNull();
    }
  });

  it('defaults to 226', () => {
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
    expect(initTenant('?brand=../../etc')).toBe(DEFAULT_TENANT_ID);
    expect(currentTenant()).toBe(DEFAULT_TENANT_ID);
  });

  it('keeps a brand whose theme loaded for the tab after the query string is gone', () => {
    expect(initTenant('?brand=12')).toBe(12);
    keepTenant();
    expect(initTenant('')).toBe(12);
    expect(initTenant('?brand=13')).toBe(13);
    keepTenant();
    expect(currentTenant()).toBe(13);
    expect(initTenant('?brand=226')).toBe(DEFAULT_TENANT_ID);
    keepTenant();
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
  });

  it('never keeps a brand that failed to load, and falls back to the default (issue 8 finding 11)', () => {
    expect(initTenant('?brand=999')).toBe(999);
    expect(dropTenant()).toBe(DEFAULT_TENANT_ID);
    expect(currentTenant()).toBe(DEFAULT_TENANT_ID);
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
    // a brand kept earlier that no longer loads is forgotten too
    initTenant('?brand=12');
    keepTenant();
    expect(initTenant('')).toBe(12);
    dropTenant();
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
  });
});

// Issue 23: the server names the host's tenant in the page; ?brand= previews still win.
describe('the tenant of the page\'s host', () => {
  const onHostOf = (id: string) => { document.head.innerHTML = `<meta name="portal-tenant" content="${id}">`; };
  beforeEach(() => sessionStorage.clear());

  it('reads the page\'s tenant, and 226 without a good one', () => {
    onHostOf('227');
    expect(tenantOfPage()).toBe(227);
    for (const bad of ['', '0', '-1', 'x', '1.5']) {
      onHostOf(bad);
      expect(tenantOfPage()).toBe(DEFAULT_TENANT_ID);
    }
    document.head.innerHTML = '';
    expect(tenantOfPage()).toBe(DEFAULT_TENANT_ID);
  });

  it('starts with the host\'s tenant, previews another with ?brand=, and falls back to the host\'s', () => {
    onHostOf('227');
    expect(initTenant('')).toBe(227);
    expect(homeTenant()).toBe(227);
    keepTenant();
    expect(sessionStorage.getItem('pas-brand')).toBeNull();
    expect(initTenant('?brand=226')).toBe(DEFAULT_TENANT_ID);
    keepTenant();
    expect(initTenant('')).toBe(DEFAULT_TENANT_ID);
    expect(dropTenant()).toBe(227);
    expect(initTenant('')).toBe(227);
  });
});
