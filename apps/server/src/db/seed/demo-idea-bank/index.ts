import type { CategorySeed } from './types.ts';
import { LOCAL_SEARCH } from './local-search.ts';
import { SOCIAL_PROOF } from './social-proof.ts';
import { REFERRALS } from './referrals.ts';
import { EMAIL } from './email.ts';
import { SEASONAL } from './seasonal.ts';
import { RETENTION } from './retention.ts';

/** The demo idea bank (issue 10: at least 5 categories and 30 ideas), in the order the page shows it. */
export const IDEA_BANK: CategorySeed[] = [LOCAL_SEARCH, SOCIAL_PROOF, REFERRALS, EMAIL, SEASONAL, RETENTION];
