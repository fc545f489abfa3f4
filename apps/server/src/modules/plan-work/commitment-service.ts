import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES, commitmentStageMessage, taskStatusOf, type Commitment, type PlanSubjectBody, type TaskBody, type TaskShareBody,
  type TaskStatusBody, type TaskStatusReply,
} from '@portal/contract';
import type { z } from 'zod';
import { commitments, users, type UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound, tooMany } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { textPdf } from '../../lib/pdf/text-pdf.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import { commitmentFacts, taskShareMail } from './commitment-mail.ts';
import { findCommitment, listCommitments, presentCommitment, updateCommitment } from './commitment-repo.ts';
import { downloadHeaders } from '../files/download-headers.ts';
import { ownedAssessment, ownerRow, ownerTimeZone, planOwnerFor, type PlanOwner } from './plan-owner.ts';

const SHARES_PER_HOUR = 20;
const HOUR = 3_600_000;
const PDF_KEY = 'export/commitment.pdf';

export interface Download { body: Buffer; headers: Record<string, string> }

/** Latin letters that do not decompose into a base letter and a mark ("Zażółć" → "zazolc"). */
const PLAIN_LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ħ: 'h', ı: 'i' };

/** "Send the price list to cafés" → "send-the-price-list-to-cafes". */
const slug = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[łđøßæœþħı]/g, (c) => PLAIN_LETTERS[c]!)
  .replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'commitment';

// spec §2 /action-steps commitments tab, §4 Commitment status, §7 "Tasks and commitments", task/share.
export function commitmentService(deps: Deps) {
  const { db } = deps;

  async function one(o: PlanOwner, id: number): Promise<Commitment> {
    const row = await findCommitment(db, o, id);
    if (!row) throw notFound();
    return presentCommitment(row.c, row.m, deps.now());
  }

  return {
    one,
    async list(caller: UserRow, b: z.output<typeof PlanSubjectBody>): Promise<Commitment[]> {
      const o = await planOwnerFor(db, caller, b.user_id);
      if (b.assessment_id) await ownedAssessment(db, o, b.assessment_id);
      return listCommitments(db, o, deps.now(), b.assessment_id);
    },

    /** One statement: the status and its completed time change together, or not at all. */
    async setStatus(caller: UserRow, b: z.output<typeof TaskStatusBody>): Promise<TaskStatusReply> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const status = taskStatusOf(b.status);
      const now = deps.now();
      const done = await updateCommitment(db, o, b.id, {
        status, updatedAt: now,
        completedAt: status === 2 ? sql`coalesce(${commitments.completedAt}, ${now.toISOString()}::timestamptz)` : null,
      });
      if (!done) throw notFound();
      return { task: await one(o, b.id), message: commitmentStageMessage(b.status) };
    },

    /** The attached file, or the commitment as a PDF when it has none (spec §7 task/download). */
    async download(caller: UserRow, b: z.output<typeof TaskBody>): Promise<Download> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const row = await findCommitment(db, o, b.id);
      if (!row) throw notFound();
      const { c } = row;
      if (c.fileKey && c.fileName) {
        const body = await deps.storage.read(c.fileKey);
        if (!body) throw notFound();
        return { body, headers: downloadHeaders(c.fileKey, c.fileName) };
      }
      const task = presentCommitment(c, row.m, deps.now());
      const owner = await ownerRow(db, o);
      const body = await textPdf(task.title, [
        { text: task.title, bold: true, size: 16 },
        { text: `Commitment of ${owner.firstName} ${owner.lastName}` },
        { text: '' },
        ...commitmentFacts(task, ownerTimeZone(owner)).map(([k, v]) => ({ text: `${k}: ${v}` })),
        ...(task.description ? [{ text: '' }, { text: 'Description', bold: true }, { text: task.description }] : []),
      ]);
      return { body, headers: downloadHeaders(PDF_KEY, `${slug(task.title)}.pdf`) };
    },

    /** Mails the commitment to the owner's coach in the tenant's brand; data is the §8 message. */
    async share(caller: UserRow, b: z.output<typeof TaskShareBody>): Promise<string> {
      const o = await planOwnerFor(db, caller, b.user_id);
      const task = await one(o, b.id);
      const limited = await deps.rateLimit.hit(`task-share:user:${caller.id}`, SHARES_PER_HOUR, HOUR);
      if (!limited.allowed) throw tooMany(limited.retryAfterS);
      const [row] = await db.select({ owner: users }).from(users)
        .where(and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId))).limit(1);
      const coachId = row?.owner.coachId;
      const [coach] = coachId
        ? await db.select({ email: users.email }).from(users).where(and(eq(users.tenantId, o.tenantId), eq(users.id, coachId))).limit(1) : [];
      if (!row || !coach) throw new HttpError(404, MESSAGES.noCoach);
      const brand = await brandOfTenant(deps, o.tenantId);
      try {
        await deps.mailer.send(taskShareMail(coach.email, row.owner, task, brand, b.message ?? null, ownerTimeZone(row.owner)));
      } catch {
        throw new HttpError(503, MESSAGES.unableToSendEmail);
      }
      return MESSAGES.emailSent;
    },
  };
}
