import { describe, expect, it } from 'vitest';
import { ideaListPath, ideaPath, listStateOf } from './idea-paths.ts';

describe('idea bank paths', () => {
  it('builds list addresses with only what is set', () => {
    expect(ideaListPath({})).toBe('/idea-bank');
    expect(ideaListPath({ category: 'email-campaigns' })).toBe('/idea-bank/email-campaigns');
    expect(ideaListPath({ q: '  google ads ', favourites: true })).toBe('/idea-bank?q=google+ads&favourites=1');
    expect(ideaListPath({ category: 'referral-offers', q: '   ', favourites: false })).toBe('/idea-bank/referral-offers');
  });

  it('builds idea addresses', () => {
    expect(ideaPath('digital-stamp-card')).toBe('/idea-bank/idea/digital-stamp-card');
  });

  it('reads the list state back from an address', () => {
    expect(listStateOf('retention', new URLSearchParams('q=stamp&favourites=1'))).toEqual({ category: 'retention', q: 'stamp', favourites: true });
    expect(listStateOf(undefined, new URLSearchParams('favourites=true'))).toMatchObject({ q: '', favourites: true });
    expect(listStateOf(undefined, new URLSearchParams('favourites=no'))).toMatchObject({ favourites: false });
  });
});
