import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { themeCssVariables } from '../lib/theme/theme-colors.ts';

it('the stylesheet paints the same default theme that lib/theme computes (spec §9)', () => {
  const css = readFileSync(new URL('./theme-defaults.css', import.meta.url), 'utf8');
  const declared = Object.fromEntries([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
  expect(declared).toEqual(themeCssVariables({}));
});
