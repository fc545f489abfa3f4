import type { BoardCard } from '@portal/contract';

export type StepStatus = BoardCard['status'];

/** spec §4 Boards: three columns; the status each stands for (spec §4 Action step status 0 / 2 / other). */
export const COLUMNS: readonly { status: StepStatus; label: string; stage: string }[] = [
  { status: 0, label: 'To do', stage: 'to do' },
  { status: 2, label: 'In progress', stage: 'in progress' },
  { status: 3, label: 'Completed', stage: 'completed' },
];

export const stageOf = (status: StepStatus) => COLUMNS.find((c) => c.status === status)?.stage ?? 'completed';
export const columnId = (status: StepStatus) => `column-${status}`;
