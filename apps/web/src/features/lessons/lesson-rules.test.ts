import { describe, expect, it } from 'vitest';
import { canOpenPath, checkedKeys, currencyOf, currencySymbol, groupByPath, neighbours, routeId, selectAssessment } from './lesson-rules.ts';
import { assessment, samplePlan } from './test-fixtures.ts';
import { withItem, withReply } from './use-checked-items.ts';

describe('selectAssessment (spec §4)', () => {
  it('selects the only client assessment automatically', () => {
    expect(selectAssessment([assessment({ id: 5 })], null)?.id).toBe(5);
  });

  it('selects nothing when there are several, or none', () => {
    expect(selectAssessment([assessment({ id: 5 }), assessment({ id: 6 })], null)).toBeNull();
    expect(selectAssessment([], null)).toBeNull();
  });

  it('counts client assessments only', () => {
    expect(selectAssessment([assessment({ id: 5, type: 'company' })], null)).toBeNull();
    expect(selectAssessment([assessment({ id: 5, type: 'company' }), assessment({ id: 6 })], null)?.id).toBe(6);
  });

  it('takes the chosen one when it is in the list, and nothing for a stranger id', () => {
    const list = [assessment({ id: 5 }), assessment({ id: 6 })];
    expect(selectAssessment(list, 6)?.id).toBe(6);
    expect(selectAssessment([assessment({ id: 5 })], 99)).toBeNull();
  });
});

describe('canOpenPath (spec §4, §9 access = 1)', () => {
  const access = [
    { path: 'pricing', assessment_id: 5, access: 1 as const },
    { path: 'sales', assessment_id: 5, access: 0 as const },
    { path: 'ops', assessment_id: 6, access: 1 as const },
  ];
  it('opens a path only when its entry for this assessment is 1', () => {
    expect(canOpenPath(access, 5, 'pricing')).toBe(true);
    expect(canOpenPath(access, 5, 'sales')).toBe(false);
    expect(canOpenPath(access, 5, 'ops')).toBe(false); // another assessment's entry
    expect(canOpenPath(access, 5, 'missing')).toBe(false); // no entry means closed
  });
});

describe('groupByPath', () => {
  it('groups lessons by path in plan order, with access and progress', () => {
    const groups = groupByPath(samplePlan(), 5);
    expect(groups.map((g) => [g.key, g.open, g.progress?.percent ?? null, g.lessons.map((l) => l.id)])).toEqual([
      ['pricing', true, 33, [11, 12]],
      ['operations', false, null, [21]],
    ]);
  });

  it('finds neighbours across paths, and the ticked items of a lesson', () => {
    const groups = groupByPath(samplePlan(), 5);
    const { previous, next } = neighbours(groups, 12);
    expect([previous?.lesson.id, next?.lesson.id, next?.open]).toEqual([11, 21, false]);
    expect([...checkedKeys(samplePlan().data.checked_items, 11)]).toEqual(['step-1']);
  });
});

describe('currency (spec §4)', () => {
  const currencies = [{ id: 1, code: 'USD', symbol: '$', name: 'US Dollar' }, { id: 2, code: 'GBP', symbol: '£', name: 'Pound Sterling' }];
  it('is chosen by the assessment currency_id', () => {
    expect(currencyOf(currencies, { currency_id: 2 })?.code).toBe('GBP');
    expect(currencyOf(currencies, { currency_id: 9 })).toBeNull();
    expect(currencyOf(undefined, { currency_id: 2 })).toBeNull();
  });
  it('is written with Intl, falling back to the stored symbol', () => {
    expect(currencySymbol(currencies[1]!, 'en-GB')).toBe('£');
    expect(currencySymbol({ id: 3, code: 'NOPE!', symbol: '¤', name: 'Odd' }, 'en-GB')).toBe('¤');
  });
});

describe('checked items in the cached plan', () => {
  it('adds and removes one item optimistically', () => {
    const added = withItem(samplePlan(), 5, { lessonId: 11, item: 'step-2', checked: true });
    expect([...checkedKeys(added.data.checked_items, 11)].sort()).toEqual(['step-1', 'step-2']);
    const removed = withItem(added, 5, { lessonId: 11, item: 'step-1', checked: false });
    expect([...checkedKeys(removed.data.checked_items, 11)]).toEqual(['step-2']);
  });

  it('takes the reply’s progress, and its items unless another tick is on its way', () => {
    const reply = {
      checked_items: [{ assessment_id: 5, lesson_id: 11, item: 'step-2', created_at: 'x' }],
      progress: { assessment_id: 5, path: 'pricing', status: 'in_progress' as const, percent: 67, updated_at: 'y' },
    };
    const plan = withReply(samplePlan(), 11, reply, true);
    expect(plan.data.progress[0]?.percent).toBe(67);
    expect(plan.implementation.find((p) => p.path === 'pricing')?.progress?.percent).toBe(67);
    expect([...checkedKeys(plan.data.checked_items, 11)]).toEqual(['step-2']);
    expect([...checkedKeys(withReply(samplePlan(), 11, reply, false).data.checked_items, 11)]).toEqual(['step-1']);
  });
});

describe('routeId', () => {
  it('accepts positive integers only', () => {
    expect([routeId('12'), routeId('0'), routeId('-1'), routeId('1e3'), routeId(undefined)]).toEqual([12, null, null, null, null]);
  });
});
