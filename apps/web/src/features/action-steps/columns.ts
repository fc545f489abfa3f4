import type { BoardCard, actionStepStage } from '@portal/contract';

export type StepStatus = BoardCard['status'];

/** A stage as the spec's toast names it: 'Action Step is now in {to do|in progress|completed} stage'. */
type Stage = Parameters<typeof actionStepStage>[0];

/** spec §4 Boards: three columns; the status each stands for (spec §4 Action step status 0 / 2 / other). */
export const COLUMNS: readonly { status: StepStatus; label: string; stage: Stage }[] = [
  { status: 0, label: 'To do', stage: 'to do' },
  { status: 2, label: 'In progress', stage: 'in progress' },
  { status: 3, label: 'Completed', stage: 'completed' },
];

export const stageOf = (status: StepStatus) => COLUMNS.find((c) => c.status === status)?.stage ?? 'completed';
export const columnId = (status: StepStatus) => `column-${status}`;
