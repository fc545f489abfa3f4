import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now; fails listing every serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label = new URL(page.url()).pathname) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length > 0) {
    throw new Error(`${blocking.length} serious/critical accessibility violation(s) on ${label}:\n\n${blocking.map(describe).join('\n\n')}`);
  }
}

function describe(v: Violation): string {
  const nodes = v.nodes.slice(0, 5).map((n) => {
    const why = n.failureSummary?.split('\n').map((l) => `        ${l.trim()}`).join('\n') ?? '';
    return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n${why}`;
  });
  const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
  return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}${more}`;
}

/** Runs axe on the page as it is now; fails listing every finding, whatever its impact. */
export async function expectNoA11yFindings(page: Page, label = new URL(page.url()).pathname) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length > 0) {
    throw new Error(`${violations.length} accessibility finding(s) on ${label}:\n\n${violations.map(describe).join('\n\n')}`);
  }
}

/** axe at 1280 px on the page as it is, then at 360 px (where nothing may scroll sideways); back to 1280 px. */
export async function expectNoA11yFindingsAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yFindings(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoA11yFindings(page, `${label} at 360 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} fits 360 px`).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}
