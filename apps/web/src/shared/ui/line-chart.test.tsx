// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineChart } from './line-chart.tsx';

afterEach(cleanup);

const VALUES = [{ period: '2026-01', value: 41250 }, { period: '2026-02', value: 39800.5 }, { period: '2026-03', value: 45010 }];

describe('the metric chart\'s text alternative (spec §2 /metrics)', () => {
  it('gives screen readers every month and value in a table named after the metric and its target', () => {
    render(<LineChart name="Monthly revenue" values={VALUES} unit="currency" target={60000} />);
    const table = screen.getByRole('table', { name: 'Monthly revenue by month, target 60,000.00' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['MonthValue', 'Jan 202641,250.00', 'Feb 202639,800.50', 'Mar 202645,010.00']);
    expect(within(table).getByRole('rowheader', { name: 'Feb 2026' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Monthly revenue by month, target 60,000.00' })).toBeTruthy();
  });

  it('hides the drawing itself, which says nothing the table does not', () => {
    const { container } = render(<LineChart name="Gross margin" values={VALUES} unit="percent" target={null} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('.metric-chart__dot')).toHaveLength(3);
    expect(svg.querySelector('.metric-chart__target')).toBeNull();
    expect(screen.getByRole('table', { name: 'Gross margin by month' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '45,010 %' })).toBeTruthy();
  });

  it('draws a single month as one dot in the middle, with no line', () => {
    const { container } = render(<LineChart name="Leads" values={[{ period: '2026-03', value: 7 }]} unit="number" target={12} />);
    expect(container.querySelector('polyline')).toBeNull();
    expect(container.querySelector('.metric-chart__dot')!.getAttribute('d')).toMatch(/^M50\.00,/);
    expect(container.querySelector('.metric-chart__target')).not.toBeNull();
  });
});
