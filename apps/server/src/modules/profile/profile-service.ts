import { and, eq } from 'drizzle-orm';
import type { ProfileUpdateBody, ProfileUpdateTwoBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { findUserById, type UserWithCompany } from '../users/user-repo.ts';
import { mineAt, nextVersion, staleOrGone } from './profile-version.ts';

type Details = z.output<typeof ProfileUpdateBody>;
type Online = z.output<typeof ProfileUpdateTwoBody>;

// spec §7 students/update and updatetwo, §3 User. Every query is scoped by tenant and user; each
// write checks the version the form was based on in the same statement (profile-version.ts).
export function profileService(deps: Deps) {
  const { db } = deps;

  async function reload(db: Db, u: UserRow): Promise<UserWithCompany> {
    const found = await findUserById(db, u.tenantId, u.id);
    if (!found) throw notFound();
    return found;
  }

  return {
    /** The caller's own record as stored now (GET /api/v1/students/me). */
    current: (caller: UserRow) => reload(db, caller),

    /** Personal details (students/update/{id}). */
    async updateDetails(caller: UserRow, b: Details): Promise<UserWithCompany> {
      const done = await db.update(users).set({
        firstName: b.first_name, lastName: b.last_name, title: b.title, location: b.location,
        timeZone: b.time_zone, phoneNumber: b.phone_number, birthday: b.birthday, updatedAt: nextVersion(deps.now()),
      }).where(mineAt(caller, b.updated_at)).returning({ id: users.id });
      if (!done.length) throw staleOrGone(b.updated_at);
      return reload(db, caller);
    },

    /**
     * Company and online presence (students/updatetwo/{id}). A company name renames the user's
     * company row, or creates one when they have none; an empty name leaves the company as it is,
     * since the row also holds the company's files.
     */
    async updateOnline(caller: UserRow, b: Online): Promise<UserWithCompany> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // the version check comes first: a stale save changes nothing, the company row included
        const [row] = await t.update(users).set({
          website: b.website, facebook: b.facebook, twitter: b.twitter, linkedin: b.linkedin, updatedAt: nextVersion(deps.now()),
        }).where(mineAt(caller, b.updated_at)).returning({ companyId: users.companyId });
        if (!row) throw staleOrGone(b.updated_at);
        if (b.company) {
          const companyId = await upsertCompany(t, caller.tenantId, row.companyId, b.company);
          if (companyId !== row.companyId) await t.update(users).set({ companyId }).where(mineAt(caller, undefined));
        }
        return reload(t, caller);
      });
    },

    /** Points the user at a newly stored picture; returns the key of the one it replaced. */
    async setPhoto(caller: UserRow, key: string, basedOn?: string): Promise<{ user: UserWithCompany; previous: string | null }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t.select({ pic: users.profilePic }).from(users).where(mineAt(caller, undefined)).limit(1).for('update');
        if (!row) throw notFound();
        const done = await t.update(users).set({ profilePic: key, updatedAt: nextVersion(deps.now()) })
          .where(mineAt(caller, basedOn)).returning({ id: users.id });
        if (!done.length) throw staleOrGone(basedOn);
        return { user: await reload(t, caller), previous: row.pic };
      });
    },
  };
}

async function upsertCompany(db: Db, tenantId: number, companyId: number | null, name: string): Promise<number> {
  if (companyId) {
    const renamed = await db.update(companies).set({ name })
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId))).returning({ id: companies.id });
    if (renamed[0]) return renamed[0].id;
  }
  const [created] = await db.insert(companies).values({ tenantId, name }).returning({ id: companies.id });
  return created!.id;
}
