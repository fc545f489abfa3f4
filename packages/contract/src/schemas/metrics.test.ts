import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../envelope.ts';
import { formatMetricValue, formatPeriod, latestPeriod, MetricSaveBody, MetricUpdateBody } from './metrics.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : fieldErrors(r.error);
};
const RANGE = ['Enter a number between -9,999,999,999,999,999 and 9,999,999,999,999,999.'];

describe('metric bodies (spec §7 metrics/save, metrics/update)', () => {
  it('takes numbers or their decimal text within numeric(18,2), rounded to cents', () => {
    const b = MetricSaveBody.parse({ name: 'Revenue', target: ' 1200.456 ', values: [{ period: '2025-01', value: -3.005 }] });
    expect(b).toMatchObject({ target: 1200.46, values: [{ value: -3 }] });
    expect(MetricSaveBody.parse({ name: 'x', target: 9_999_999_999_999_998 }).target).toBe(9_999_999_999_999_998);
  });

  it('takes an amount as the page shows it: "1,200", "1,200.50", "$1,200", "12.5 %"', () => {
    const b = MetricSaveBody.parse({ name: 'Revenue', target: '$1,200', values: [{ period: '2025-01', value: '1,200.50' }, { period: '2025-02', value: '12.5 %' }] });
    expect(b).toMatchObject({ target: 1200, values: [{ value: 1200.5 }, { value: 12.5 }] });
    expect(errorsOf(MetricSaveBody, { name: 'x', target: '1,20' })).toEqual({ target: ['Enter a number.'] });
  });

  it('refuses 1e308, -1e16, NaN, Infinity as text, booleans and words with field messages', () => {
    expect(errorsOf(MetricSaveBody, { name: 'x', target: 1e308 })).toEqual({ target: RANGE });
    expect(errorsOf(MetricSaveBody, { name: 'x', target: -1e16 })).toEqual({ target: RANGE });
    for (const value of ['NaN', 'Infinity', '1e3', true, '12abc', '', {}]) {
      expect(errorsOf(MetricSaveBody, { name: 'x', values: [{ period: '2025-01', value }] })).toEqual({ 'values.0.value': ['Enter a number.'] });
    }
  });

  it('wants months as YYYY-MM from 2000-01, never in the future, each once', () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2, 1);
    expect(errorsOf(MetricSaveBody, { name: 'x', values: [{ period: next.toISOString().slice(0, 7), value: 1 }] }))
      .toEqual({ 'values.0.period': ['The month cannot be in the future.'] });
    expect(errorsOf(MetricSaveBody, { name: 'x', values: [{ period: '1999-12', value: 1 }] }))
      .toEqual({ 'values.0.period': ['The month must be 2000-01 or later.'] });
    expect(errorsOf(MetricSaveBody, { name: 'x', values: [{ period: '2025-1', value: 1 }] }))
      .toEqual({ 'values.0.period': ['Enter a month as YYYY-MM.'] });
    expect(errorsOf(MetricUpdateBody, { metric_id: 1, values: [{ period: '2025-01', value: 1 }, { period: '2025-01', value: null }] }))
      .toEqual({ 'values.1.period': ['Each month may appear once.'] });
    expect(MetricUpdateBody.parse({ metric_id: 1, values: [{ period: latestPeriod(), value: null }] }).values).toHaveLength(1);
  });

  it('leaves out what an update does not name, and clears an empty description or null target', () => {
    expect(MetricUpdateBody.parse({ metric_id: '7' })).toEqual({ metric_id: 7 });
    expect(MetricUpdateBody.parse({ metric_id: 7, description: '', target: null })).toEqual({ metric_id: 7, description: null, target: null });
    expect(errorsOf(MetricUpdateBody, { metric_id: [7] })).toEqual({ metric_id: ['The id must be a positive integer.'] });
  });
});

describe('metric values as people read them', () => {
  it('formats by unit and month', () => {
    expect(formatMetricValue(12400, 'currency')).toBe('12,400.00');
    expect(formatMetricValue(12400, 'currency', { symbol: '$' })).toBe('$12,400.00');
    expect(formatMetricValue(-1200.5, 'currency', { symbol: '€' })).toBe('-€1,200.50');
    expect(formatMetricValue(38.5, 'percent')).toBe('38.5 %');
    expect(formatMetricValue(42, 'number')).toBe('42');
    expect(formatPeriod('2026-03')).toBe('Mar 2026');
  });
});
