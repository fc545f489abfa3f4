import { describe, expect, it } from 'vitest';
import { groupResourcesByType, typeHeading } from './lesson-resources.tsx';

const res = (id: string, type: string, order: number) =>
  ({ id, title: `R${id}`, url: `/files/${id}.pdf`, type: { id: type, name: type }, order });

describe('lesson resources by type (spec §3 Lesson resources)', () => {
  it('groups by type name in the coach’s order, types in order of first appearance', () => {
    const grouped = groupResourcesByType([res('3', 'link', 3), res('1', 'pdf', 1), res('4', 'pdf', 4), res('2', 'audio', 2)]);
    expect(grouped.map(([type, items]) => [type, items.map((i) => i.id)])).toEqual([
      ['pdf', ['1', '4']], ['audio', ['2']], ['link', ['3']],
    ]);
    expect(groupResourcesByType([])).toEqual([]);
  });

  it('names the known types readably and keeps unknown ones', () => {
    expect(typeHeading('pdf')).toBe('PDF handouts');
    expect(typeHeading('worksheet')).toBe('Worksheets');
    expect(typeHeading('slides')).toBe('Slides');
  });
});
