import type { RestRow } from './matrix-rows.ts';
import type { TargetData } from './matrix-people.ts';

// The authorisation matrix's rows for the plan-work calls (issue 9): every one names the target's
// plan by `user_id` and their card, commitment or team member by id; mayActFor decides.
const row = (url: string, payload: (d: TargetData) => object): RestRow =>
  ({ route: `POST ${url}`, policy: 'actFor', request: (d) => ({ url, payload: { user_id: d.user.id, ...payload(d) } }) });
const task = (d: TargetData) => ({ id: d.plan.commitmentId });
/** A delete uses up a spare of the target's own; the restore row puts them back in the same order. */
const binned = (spare: number[], deleted: number[]) => { const id = spare.pop()!; deleted.push(id); return { id }; };

export const planWorkRows = (): RestRow[] => [
  row('/api/v1/clientportal/implementations/add/', (d) => ({ assessment_id: d.plan.assessmentId, path: d.plan.path, title: 'Matrix' })),
  row('/api/v1/clientportal/change/action/status', (d) => ({ id: d.plan.cardId, status: 2 })),
  row('/api/v1/impcoaching/steps/', (d) => ({ assessment_id: d.plan.assessmentId, path: d.plan.path })),
  row('/api/v1/actionsteps/access', () => ({})),
  row('/api/v1/tracker/monthly', () => ({})),
  row('/api/v1/tasks/client/', () => ({})),
  row('/api/v1/tasks/status/', (d) => ({ ...task(d), status: 1 })),
  row('/api/v1/clientportal/commitments/update', (d) => ({ ...task(d), status: 0 })),
  row('/api/v1/coachingportal/task/share/', task),
  row('/api/v1/impcoaching/task/download/', task),
  row('/api/v1/coachingportal/commitment/download/', task),
  row('/api/v1/clientportal/team/members/', () => ({})),
  row('/api/v1/clientportal/team/add/', () => ({ first_name: 'Matrix', last_name: 'Member' })),
  row('/api/v1/clientportal/team/member/assign/', (d) => ({ ...task(d), team_member_id: d.plan.teamMemberId })),
  row('/api/v1/clientportal/team/task/change/deadline/', (d) => ({ ...task(d), deadline: '2099-01-01T09:00:00Z' })),
  row('/api/v1/clientportal/team/task/get/deadline/', task),
  row('/api/v1/clientportal/implementations/update/', (d) => ({ id: d.plan.cardId, title: 'Matrix card' })),
  row('/api/v1/clientportal/implementations/delete/', (d) => binned(d.plan.spareCardIds, d.plan.deletedCardIds)),
  row('/api/v1/clientportal/implementations/restore/', (d) => ({ id: d.plan.deletedCardIds.shift()! })),
  row('/api/v1/clientportal/commitments/add/', () => ({ title: 'Matrix own task' })),
  row('/api/v1/clientportal/commitments/edit/', (d) => ({ id: d.plan.ownCommitmentId, title: 'Matrix task' })),
  row('/api/v1/clientportal/commitments/delete/', (d) => binned(d.plan.spareCommitmentIds, d.plan.deletedCommitmentIds)),
  row('/api/v1/clientportal/commitments/restore/', (d) => ({ id: d.plan.deletedCommitmentIds.shift()! })),
];
