import type { Db } from '../client.ts';
import { bookings, companies, sessionTypes, tenantHosts, tenants, users, ROLE } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

// Builders shared by the demo seed and the tests (STYLE §8): one way to make each row.

export async function buildTenant(db: Db, id: number, name: string, supportEmail: string) {
  const [row] = await db.insert(tenants).values({ id, name, supportEmail }).returning();
  return row!;
}

/** A host the tenant claims (issue 23), stored as lib/host-name.ts gives it. */
export async function buildTenantHost(db: Db, tenantId: number, hostname: string) {
  const [row] = await db.insert(tenantHosts).values({ tenantId, hostname }).returning();
  return row!;
}

export async function buildCompany(db: Db, tenantId: number, name: string) {
  const [row] = await db.insert(companies).values({ tenantId, name }).returning();
  return row!;
}

export type UserInput = Partial<typeof users.$inferInsert> & { tenantId: number; email: string; password: string };

let cachedHash: { password: string; hash: string } | undefined;
/** Hashing is deliberately slow; builders reuse the hash of a repeated password. */
async function hashOnce(password: string) {
  if (cachedHash?.password !== password) cachedHash = { password, hash: await hashPassword(password) };
  return cachedHash.hash;
}

export async function buildUser(db: Db, input: UserInput) {
  const { password, ...rest } = input;
  const [row] = await db.insert(users).values({
    firstName: 'Test', lastName: 'User', roleId: ROLE.client, ...rest,
    email: input.email.toLowerCase(), passwordHash: await hashOnce(password),
  }).returning();
  return row!;
}

export type SessionTypeInput = Partial<typeof sessionTypes.$inferInsert> & { tenantId: number; coachId: number; name: string; minutes: number };

export async function buildSessionType(db: Db, input: SessionTypeInput) {
  const [row] = await db.insert(sessionTypes).values({ locationKind: 'video_room', ...input }).returning();
  return row!;
}

export interface BookingInput {
  type: typeof sessionTypes.$inferSelect; clientId: number; start: Date; bufferMinutes?: number;
  status?: 'booked' | 'attended' | 'no_show' | 'cancelled'; note?: string | null; meetingUrl?: string | null;
}

/** A booking as the booking routes store it (busy until the end plus the buffer), without their checks. */
export async function buildBooking(db: Db, input: BookingInput) {
  const { type } = input;
  const end = new Date(input.start.getTime() + type.minutes * 60_000);
  const [row] = await db.insert(bookings).values({
    tenantId: type.tenantId, coachId: type.coachId, clientId: input.clientId, typeId: type.id,
    startsAt: input.start, endsAt: end, busyUntil: new Date(end.getTime() + (input.bufferMinutes ?? 0) * 60_000),
    status: input.status ?? 'booked', typeName: type.name, locationKind: type.locationKind,
    meetingUrl: input.meetingUrl ?? (type.locationKind === 'video_link' ? type.location : null),
    location: type.locationKind === 'phone' || type.locationKind === 'address' ? type.location : null,
    note: input.note ?? null, bookedBy: input.clientId,
  }).returning();
  return row!;
}
