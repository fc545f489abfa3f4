import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error.ts';
import { GraphQLRequestError } from '../../../lib/graphql.ts';
import { errorText, isNotYours } from './error-text.ts';

describe('what a failed group read tells the member', () => {
  it('treats FORBIDDEN, NOT_FOUND, 403 and 404 alike and says so, without a retry', () => {
    for (const error of [new GraphQLRequestError(['FORBIDDEN'], 'Forbidden.'), new GraphQLRequestError(['NOT_FOUND'], 'x'),
      new HttpError(404, { message: 'Not found.' }), new HttpError(403, { message: 'No.' })]) {
      expect(isNotYours(error)).toBe(true);
      expect(errorText(error)).toBe('It does not exist, or it is not one of yours.');
    }
  });

  it('passes other failures through spec §8 extraction', () => {
    expect(isNotYours(new HttpError(429, { message: 'Slow down.' }))).toBe(false);
    expect(errorText(new HttpError(422, { error: { user_group_id: ['Bad id.'] }, message: 'Invalid.' }))).toBe('Bad id.');
    expect(errorText(new GraphQLRequestError(['BAD_USER_INPUT'], 'lesson_id must be a positive integer'))).toBe('lesson_id must be a positive integer');
    expect(errorText(z.string().safeParse(1).error)).toBe('The server sent a reply this page cannot read.');
  });
});
