import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../envelope.ts';
import { MAX_ID, zId } from './common.ts';
import { NOTE_BODY_MAX, NoteDeleteBody, NoteEditBody, NoteStoreBody } from './notes.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : fieldErrors(r.error);
};

describe('body ids (zId)', () => {
  it('takes a positive integer or its digits', () => {
    expect(zId.parse(7)).toBe(7);
    expect(zId.parse('42')).toBe(42);
    expect(zId.parse(MAX_ID)).toBe(MAX_ID);
  });

  it('refuses what zId would coerce into some row\'s id', () => {
    for (const bad of [[1], true, '', null, 1.5, 0, -3, '0', 'abc', ' 4', MAX_ID + 1, String(MAX_ID + 1), { id: 1 }]) {
      expect(zId.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('note bodies (spec §7 store/edit/delete note)', () => {
  it('trims the title, clears an empty body and date, and keeps a real calendar date', () => {
    expect(NoteStoreBody.parse({ title: '  Kick-off ', body: '', meeting_date: '' })).toEqual({ title: 'Kick-off', body: null, meeting_date: null });
    expect(NoteStoreBody.parse({ title: 'x', meeting_date: '2024-02-29' }).meeting_date).toBe('2024-02-29');
    expect(NoteEditBody.parse({ id: '3', title: 'x' })).toEqual({ id: 3, title: 'x' });
  });

  it('names each bad field', () => {
    expect(errorsOf(NoteStoreBody, { title: ' ', body: 'x'.repeat(NOTE_BODY_MAX + 1), meeting_date: '2023-02-29' })).toEqual({
      title: ['Title is required.'], body: [`Must be at most ${NOTE_BODY_MAX} characters.`], meeting_date: ['Use the format YYYY-MM-DD.'],
    });
    expect(errorsOf(NoteStoreBody, { title: 'x'.repeat(201) })).toEqual({ title: ['Must be at most 200 characters.'] });
    expect(errorsOf(NoteDeleteBody, {})).toEqual({ id: ['The id must be a positive integer.'] });
  });
});
