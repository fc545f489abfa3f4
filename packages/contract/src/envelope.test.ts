import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './envelope.ts';

describe('fieldErrors (DESIGN §4 `{error: {field: [message]}}`)', () => {
  it('groups messages by field, joining nested paths with dots', () => {
    const schema = z.object({
      name: z.string().min(2, 'Too short.').regex(/^[A-Z]/, 'Start with a capital.'),
      address: z.object({ city: z.string({ error: 'The city is required.' }) }),
      tags: z.array(z.string().max(3, 'Tag too long.')),
    });
    const result = schema.safeParse({ name: 'x', address: {}, tags: ['ok', 'toolong'] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: ['Too short.', 'Start with a capital.'],
      'address.city': ['The city is required.'],
      'tags.1': ['Tag too long.'],
    });
  });

  it('puts errors about the whole body under "_"', () => {
    const result = z.object({ a: z.string() }).refine(() => false, 'Nothing works.').safeParse({ a: 'x' });
    expect(fieldErrors(result.error!)).toEqual({ _: ['Nothing works.'] });
  });
});
