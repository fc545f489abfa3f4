import { DEADLINE_IN_PAST, TEAM_MEMBERS_MAX, type PlanSubjectBody, type TaskBody, type TaskDeadlineBody, type TeamAddBody,
  type TeamAssignBody, type TeamMember } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { teamMembers, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { countMembers, findCommitment, findMember, listMembers, presentMember, updateCommitment } from './commitment-repo.ts';
import { ownerRow, planOwnerFor, requireAllowed } from './plan-owner.ts';

// spec §3 Team member, §6 allowAddTeamMember / allowEditResponsibility / allowEditDeadline, §7 the
// clientportal/team calls.
export function teamService(deps: Deps) {
  const { db } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    async members(caller: UserRow, b: z.output<typeof PlanSubjectBody>): Promise<TeamMember[]> {
      return listMembers(db, await planOwnerFor(db, caller, b.user_id));
    },

    async add(caller: UserRow, b: z.output<typeof TeamAddBody>): Promise<TeamMember[]> {
      const o = await planOwnerFor(db, caller, b.user_id);
      await requireAllowed(db, caller, o, 'allowAddTeamMember');
      return inTransaction(async (tx) => {
        // Locking the owner's row orders parallel adds, so the cap holds.
        await ownerRow(tx, o, true);
        if ((await countMembers(tx, o)) >= TEAM_MEMBERS_MAX) throw invalid({ first_name: [`A team has at most ${TEAM_MEMBERS_MAX} members.`] });
        await tx.insert(teamMembers).values({ tenantId: o.tenantId, userId: o.userId, firstName: b.first_name, lastName: b.last_name, createdAt: deps.now() });
        return listMembers(tx, o);
      });
    },

    /** spec §7 member/assign: returns first_name, last_name of the member now responsible. */
    async assign(caller: UserRow, b: z.output<typeof TeamAssignBody>): Promise<TeamMember> {
      const o = await planOwnerFor(db, caller, b.user_id);
      if (!(await findCommitment(db, o, b.id))) throw notFound();
      await requireAllowed(db, caller, o, 'allowEditResponsibility');
      const member = await findMember(db, o, b.team_member_id);
      if (!member) throw notFound();
      if (!(await updateCommitment(db, o, b.id, { responsibleId: member.id, updatedAt: deps.now() }))) throw notFound();
      return presentMember(member);
    },

    /** spec §7 change/deadline: returns the deadline; one in the past is refused (422). */
    async changeDeadline(caller: UserRow, b: z.output<typeof TaskDeadlineBody>): Promise<{ deadline: string }> {
      const o = await planOwnerFor(db, caller, b.user_id);
      if (!(await findCommitment(db, o, b.id))) throw notFound();
      await requireAllowed(db, caller, o, 'allowEditDeadline');
      const deadline = new Date(b.deadline);
      const now = deps.now();
      if (deadline.getTime() <= now.getTime()) throw invalid({ deadline: [DEADLINE_IN_PAST] });
      const row = await updateCommitment(db, o, b.id, { deadline, updatedAt: now });
      if (!row) throw notFound();
      return { deadline: row.deadline!.toISOString() };
    },

    /** spec §7 get/deadline: responsibility and deadline. */
    async getDeadline(caller: UserRow, b: z.output<typeof TaskBody>) {
      const o = await planOwnerFor(db, caller, b.user_id);
      const row = await findCommitment(db, o, b.id);
      if (!row) throw notFound();
      return { responsibility: row.m ? presentMember(row.m) : null, deadline: row.c.deadline?.toISOString() ?? null };
    },
  };
}
