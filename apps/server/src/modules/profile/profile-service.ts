import { and, eq } from 'drizzle-orm';
import type { ProfileUpdateBody, ProfileUpdateTwoBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { findUserById, type UserWithCompany } from '../users/user-repo.ts';

type Details = z.output<typeof ProfileUpdateBody>;
type Online = z.output<typeof ProfileUpdateTwoBody>;

// spec §7 students/update and updatetwo, §3 User. Every query is scoped by tenant and user.
export function profileService(deps: Deps) {
  const { db } = deps;
  const mine = (u: UserRow) => and(eq(users.tenantId, u.tenantId), eq(users.id, u.id));

  async function reload(u: UserRow): Promise<UserWithCompany> {
    const found = await findUserById(db, u.tenantId, u.id);
    if (!found) throw notFound();
    return found;
  }

  return {
    /** Personal details (students/update/{id}). */
    async updateDetails(caller: UserRow, b: Details): Promise<UserWithCompany> {
      const done = await db.update(users).set({
        firstName: b.first_name, lastName: b.last_name, title: b.title, location: b.location,
        timeZone: b.time_zone, phoneNumber: b.phone_number, birthday: b.birthday, updatedAt: deps.now(),
      }).where(mine(caller)).returning({ id: users.id });
      if (!done.length) throw notFound();
      return reload(caller);
    },

    /**
     * Company and online presence (students/updatetwo/{id}). A company name renames the user's
     * company row, or creates one when they have none; an empty name leaves the company as it is,
     * since the row also holds the company's files.
     */
    async updateOnline(caller: UserRow, b: Online): Promise<UserWithCompany> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t.select({ companyId: users.companyId }).from(users).where(mine(caller)).limit(1);
        if (!row) throw notFound();
        let companyId = row.companyId;
        if (b.company) companyId = await upsertCompany(t, caller.tenantId, companyId, b.company);
        await t.update(users).set({
          companyId, website: b.website, facebook: b.facebook, twitter: b.twitter, linkedin: b.linkedin, updatedAt: deps.now(),
        }).where(mine(caller));
      });
      return reload(caller);
    },

    /** Points the user at a newly stored picture; returns the key of the one it replaced. */
    async setPhoto(caller: UserRow, key: string): Promise<{ user: UserWithCompany; previous: string | null }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t.select({ pic: users.profilePic }).from(users).where(mine(caller)).limit(1).for('update');
        if (!row) throw notFound();
        await t.update(users).set({ profilePic: key, updatedAt: deps.now() }).where(mine(caller));
        return { user: (await findUserById(t, caller.tenantId, caller.id))!, previous: row.pic };
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
