import { and, eq } from 'drizzle-orm';
import type { CalendarFeed } from '@portal/contract';
import { calendarFeeds, users, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { opensAccount } from '../users/access-valid.ts';

// docs/decisions/011: the feed's address is a bearer secret, 256 random bits. Only its SHA-256 is
// stored, so a copied database opens no feed, and the address is shown once: when made or reset.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function feedTokens(deps: Deps) {
  const { db } = deps;
  // On the tenant's own host (issue 23): the feed answers there only (calendar-routes.ts).
  const urlOf = (user: UserRow, token: string) => `${deps.tenants.urlOf(user.tenantId)}/calendar/${token}.ics`;
  const state = (user: UserRow, createdAt: Date | null, token: string | null): CalendarFeed =>
    ({ url: token ? urlOf(user, token) : null, created_at: createdAt?.toISOString() ?? null });

  return {
    /** The caller's feed, without its address (which cannot be shown again). */
    async current(user: UserRow): Promise<CalendarFeed> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).limit(1);
      return state(user, row?.createdAt ?? null, null);
    },

    /** Makes the feed on the first call (its address in the reply); later calls leave it as it is. */
    async ensure(user: UserRow): Promise<CalendarFeed> {
      const token = newToken();
      const [made] = await db.insert(calendarFeeds).values({ userId: user.id, tokenHash: sha256(token), createdAt: deps.now() })
        .onConflictDoNothing({ target: calendarFeeds.userId }).returning();
      return made ? state(user, made.createdAt, token) : this.current(user);
    },

    /** A new address; the old one stops answering with this statement. */
    async reset(user: UserRow): Promise<CalendarFeed> {
      const token = newToken();
      const values = { tokenHash: sha256(token), createdAt: deps.now() };
      const [row] = await db.insert(calendarFeeds).values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: values }).returning();
      return state(user, row!.createdAt, token);
    },

    /** The owner of a feed address, or null for an address that is not (or no longer) a feed, or whose owner is deactivated. */
    async ownerOf(token: string): Promise<UserRow | null> {
      if (!TOKEN.test(token)) return null;
      const [row] = await db.select({ user: users }).from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        // A deactivated owner's feed answers as an unknown one (docs/domain.md "Deactivation").
        .where(and(eq(calendarFeeds.tokenHash, sha256(token)), opensAccount(calendarFeeds.createdAt))).limit(1);
      return row?.user ?? null;
    },
  };
}
