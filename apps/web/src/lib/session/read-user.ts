import type { User } from '@portal/contract';

// The contract's User schema, checked by hand: this runs on the sign-in route and at start, where
// the schema library would cost more than the whole sign-in page (DESIGN §9: /login ≤ 100 KB).
// A unit test keeps it in step with the contract's schema.

const NULLABLE_TEXT = ['company', 'website', 'profile_pic', 'title', 'location', 'time_zone', 'phone_number',
  'birthday', 'facebook', 'twitter', 'linkedin'] as const;
const TEXT = ['first_name', 'last_name', 'email', 'pas_token'] as const;
const FLAGS = ['group_coaching', 'flash_coaching', 'business_academy'] as const;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The user's fields from a stored record or a reply, or null when they are not a user's. */
export function readUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isInt(v.id) || !isInt(v.role_id)) return null;
  if (v.company_id !== null && !isInt(v.company_id)) return null;
  if (!TEXT.every((k) => typeof v[k] === 'string')) return null;
  if (!FLAGS.every((k) => typeof v[k] === 'boolean')) return null;
  if (!NULLABLE_TEXT.every((k) => v[k] === null || typeof v[k] === 'string')) return null;
  const user = { id: v.id, role_id: v.role_id, company_id: v.company_id } as Record<string, unknown>;
  for (const k of [...TEXT, ...FLAGS, ...NULLABLE_TEXT]) user[k] = v[k];
  // the record's version, when the server told it (GET /api/v1/students/me, profile saves)
  if (v.updated_at !== undefined) {
    if (typeof v.updated_at !== 'string') return null;
    user.updated_at = v.updated_at;
  }
  return user as unknown as User;
}
