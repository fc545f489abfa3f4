import { z } from 'zod';
import { actionStepStage, commitmentStage } from '../messages.ts';
import { zId, zOptionalText, zRequiredText } from './common.ts';
import { AccessEntry } from './flash.ts';

// spec §2 /action-steps, §3 Action step, Commitment/task, Team member, §4 Boards and statuses, §6 the
// three allow-flags, §7 the implementation, tasks and team calls. `user_id` names whose plan (default:
// the caller); a coach names their client, an admin anyone in the tenant.

export const BOARDS = ['action_steps', 'reminders'] as const;
export type Board = (typeof BOARDS)[number];
export const CARD_TITLE_MAX = 200;
export const CARD_DESCRIPTION_MAX = 5000;
export const TEAM_NAME_MAX = 100;
export const TASK_SHARE_MESSAGE_MAX = 2000;
/** Cards one board of one focus area may hold (a weekly working board, not an archive). */
export const CARDS_PER_BOARD = 200;
/** People on one client's team. */
export const TEAM_MEMBERS_MAX = 50;

/** spec §4 Action step status: 0 = to do, 2 = in progress, any other value = completed (stored 3). */
export const STEP_STATUS = { todo: 0, progress: 2, completed: 3 } as const;
/** spec §4 Commitment status: 0 = to do, 1 = progress, any other value = completed (stored 2). */
export const TASK_STATUS = { todo: 0, progress: 1, completed: 2 } as const;

export const stepStatusOf = (s: number) => (s === 0 || s === 2 ? s : STEP_STATUS.completed);
export const taskStatusOf = (s: number) => (s === 0 || s === 1 ? s : TASK_STATUS.completed);
/** 'Action Step is now in {to do|in progress|completed} stage' for a status as sent. */
export const actionStepStageMessage = (s: number) =>
  actionStepStage(s === 0 ? 'to do' : s === 2 ? 'in progress' : 'completed');
/** 'Commitment is now in {to do|progress|completed} stage' for a status as sent. */
export const commitmentStageMessage = (s: number) =>
  commitmentStage(s === 0 ? 'to do' : s === 1 ? 'progress' : 'completed');

const STATUS_MESSAGE = 'The status must be a whole number from 0 to 9.';
/** A status as the spec's client sends it: a small whole number (or its digit); "other" means completed. */
export const zStatus = z.union([
  z.number().int(STATUS_MESSAGE).min(0, STATUS_MESSAGE).max(9, STATUS_MESSAGE),
  z.string().regex(/^\d$/, STATUS_MESSAGE).transform(Number),
], { error: STATUS_MESSAGE });
const POSITION_MESSAGE = 'The position must be a whole number from 0.';
const zPosition = z.number({ error: POSITION_MESSAGE }).int(POSITION_MESSAGE).min(0, POSITION_MESSAGE).max(100_000, POSITION_MESSAGE);
const zBoard = z.enum(BOARDS, { error: 'Choose action_steps or reminders.' });
const zPath = z.string({ error: 'Choose a focus area.' }).trim().min(1, 'Choose a focus area.').max(100, 'Must be at most 100 characters.');
/** An instant with its offset (ISO 8601), between 2000 and 2100. */
const zInstant = z.iso.datetime({ offset: true, error: 'Enter a date and time (ISO 8601, with its offset).' })
  .refine((v) => { const t = Date.parse(v); return t >= Date.UTC(2000, 0, 1) && t < Date.UTC(2100, 0, 1); }, 'Enter a date between 2000 and 2100.');

const subject = { user_id: zId.optional() };
const focusArea = { ...subject, assessment_id: zId, path: zPath };

/** POST /api/v1/clientportal/implementations/add/: a card on a focus area's board (default action steps). */
export const StepAddBody = z.object({
  ...focusArea,
  board: zBoard.default('action_steps'),
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  status: zStatus.default(0),
  due_at: zInstant.nullish(),
});
export type StepAddBody = z.input<typeof StepAddBody>;

/** POST /api/v1/clientportal/change/action/status: card `id` moved to `status`, at `position` in that column (default last). */
export const StepStatusBody = z.object({ ...subject, id: zId, status: zStatus, position: zPosition.optional() });
export type StepStatusBody = z.input<typeof StepStatusBody>;

/** POST /api/v1/impcoaching/steps/: the cards of one board of one focus area. */
export const StepListBody = z.object({ ...focusArea, board: zBoard.default('action_steps') });
export type StepListBody = z.input<typeof StepListBody>;

/** POST /api/v1/actionsteps/access, /api/v1/tracker/monthly, tasks/client, team/members. */
export const PlanSubjectBody = z.object({ ...subject, assessment_id: zId.optional() });
export type PlanSubjectBody = z.input<typeof PlanSubjectBody>;

/** POST /api/v1/tasks/status/ and /api/v1/clientportal/commitments/update. */
export const TaskStatusBody = z.object({ ...subject, id: zId, status: zStatus });
export type TaskStatusBody = z.input<typeof TaskStatusBody>;

/** The download, share and get-deadline calls name one commitment. */
export const TaskBody = z.object({ ...subject, id: zId });
export type TaskBody = z.input<typeof TaskBody>;

/** The update, delete and restore calls of a client's own card or commitment name one item (docs/api.md). */
export const PlanItemBody = TaskBody;
export type PlanItemBody = z.input<typeof PlanItemBody>;

/** POST /api/v1/clientportal/implementations/update/: a card's text and due time; its board and column stay. */
export const StepUpdateBody = z.object({
  ...subject,
  id: zId,
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  /** An instant (the user's wall time read in their zone by the page); null or absent: none. */
  due_at: zInstant.nullish(),
});
export type StepUpdateBody = z.input<typeof StepUpdateBody>;

/** POST /api/v1/clientportal/commitments/add/: a commitment the client makes themselves, in "to do". */
export const TaskAddBody = z.object({
  ...subject,
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
  /** An instant in the future; null or absent: none. */
  deadline: zInstant.nullish(),
});
export type TaskAddBody = z.input<typeof TaskAddBody>;
/** Commitments one client may hold (a working list, not an archive). */
export const COMMITMENTS_MAX = 500;

/** POST /api/v1/clientportal/commitments/edit/: a commitment's text (deadline and who is responsible have their spec calls). */
export const TaskEditBody = z.object({
  ...subject,
  id: zId,
  title: zRequiredText(CARD_TITLE_MAX, 'Title'),
  description: zOptionalText(CARD_DESCRIPTION_MAX),
});
export type TaskEditBody = z.input<typeof TaskEditBody>;

/** How long a deleted card or commitment can be put back (the page offers Undo for a few seconds of it). */
export const RESTORE_WINDOW_MS = 10 * 60_000;
/** The reply of a delete: what to name in the restore call, and until when it is accepted. */
export const PlanItemDeleted = z.object({ id: z.number().int(), restore_until: z.string() });
export type PlanItemDeleted = z.infer<typeof PlanItemDeleted>;

/** Texts of the client's own corrections (not spec texts). */
export const PLAN_MESSAGES = {
  coachSetCard: 'Your coach set this card, so only they can change or delete it.',
  coachSetCommitment: 'Your coach set this commitment, so only they can change or delete it.',
  tooLateToRestore: 'It is too late to undo this. Add it again instead.',
  cardSaved: 'The card was saved.',
  cardDeleted: 'The card was deleted.',
  commitmentAdded: 'The commitment was added.',
  tooManyCommitments: `You can keep at most ${COMMITMENTS_MAX} commitments. Delete some you no longer need.`,
  commitmentDeleted: 'The commitment was deleted.',
  restored: 'It is back where it was.',
} as const;

export const TaskShareBody = TaskBody.extend({ message: zOptionalText(TASK_SHARE_MESSAGE_MAX) });
export type TaskShareBody = z.input<typeof TaskShareBody>;

/** POST /api/v1/clientportal/team/add/ (spec §7: payload first_name, last_name). */
export const TeamAddBody = z.object({
  ...subject,
  first_name: zRequiredText(TEAM_NAME_MAX, 'First name'),
  last_name: zRequiredText(TEAM_NAME_MAX, 'Last name'),
});
export type TeamAddBody = z.input<typeof TeamAddBody>;

/** POST /api/v1/clientportal/team/member/assign/: team member `team_member_id` made responsible for task `id`. */
export const TeamAssignBody = TaskBody.extend({ team_member_id: zId });
export type TeamAssignBody = z.input<typeof TeamAssignBody>;

/** POST /api/v1/clientportal/team/task/change/deadline/: a deadline in the future. */
export const TaskDeadlineBody = TaskBody.extend({ deadline: zInstant });
export type TaskDeadlineBody = z.input<typeof TaskDeadlineBody>;
export const DEADLINE_IN_PAST = 'The deadline must be in the future.';

export const BoardCard = z.object({
  id: z.number().int(), user_id: z.number().int(), assessment_id: z.number().int(), path: z.string(), board: z.enum(BOARDS),
  title: z.string(), description: z.string(),
  /** 0 to do, 2 in progress, 3 completed. */
  status: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  position: z.number().int(), due_at: z.string().nullable(), completed_at: z.string().nullable(),
  /** Who made the card: the owner (`user_id`: theirs to change), their coach or an admin, or null when that account is gone. */
  created_by: z.number().int().nullable(),
  created_at: z.string(), updated_at: z.string(),
});
export type BoardCard = z.infer<typeof BoardCard>;
/** A board's cards: to do, then in progress, then completed; each column by position. */
export const BoardCardList = z.array(BoardCard);
export const StepMoveReply = z.object({ step: BoardCard, message: z.string(), steps: BoardCardList });
export type StepMoveReply = z.infer<typeof StepMoveReply>;

export const TeamMember = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMemberList = z.array(TeamMember);

export const Commitment = z.object({
  id: z.number().int(), user_id: z.number().int(), assessment_id: z.number().int().nullable(), path: z.string().nullable(),
  title: z.string(), description: z.string(),
  /** 0 to do, 1 progress, 2 completed. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  responsibility: TeamMember.nullable(), deadline: z.string().nullable(), file_name: z.string().nullable(),
  /** Past its deadline and not completed. */
  overdue: z.boolean(),
  /** Who made it, as BoardCard.created_by. */
  created_by: z.number().int().nullable(),
  completed_at: z.string().nullable(), created_at: z.string(), updated_at: z.string(),
});
export type Commitment = z.infer<typeof Commitment>;
export const CommitmentList = z.array(Commitment);
export const TaskStatusReply = z.object({ task: Commitment, message: z.string() });
export type TaskStatusReply = z.infer<typeof TaskStatusReply>;
export const TaskDeadlineReply = z.object({ deadline: z.string() });
export const TaskResponsibilityReply = z.object({ responsibility: TeamMember.nullable(), deadline: z.string().nullable() });

export const FocusArea = z.object({ assessment_id: z.number().int(), path: z.string(), name: z.string(), access: z.literal(1) });
/** spec §6 flags under their spec names, and the focus areas the client may open (spec §4/§9 access = 1). */
export const PlanAccessReply = z.object({
  focus_areas: z.array(FocusArea),
  access: z.array(AccessEntry),
  allowEditResponsibility: z.boolean(),
  allowEditDeadline: z.boolean(),
  allowAddTeamMember: z.boolean(),
});
export type PlanAccessReply = z.infer<typeof PlanAccessReply>;

export const TrackerMonth = z.object({
  /** YYYY-MM in the user's time zone. */
  month: z.string(),
  action_steps_completed: z.number().int(), action_steps_created: z.number().int(),
  commitments_completed: z.number().int(), commitments_created: z.number().int(),
});
/** The last 12 months, oldest first, the current month last. */
export const TrackerReply = z.object({ time_zone: z.string(), months: z.array(TrackerMonth) });
export type TrackerReply = z.infer<typeof TrackerReply>;
