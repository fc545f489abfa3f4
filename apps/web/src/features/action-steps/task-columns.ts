/** spec §4 Commitment status: 0 to do, 1 progress, any other value completed (stored 2). */
export const TASK_COLUMNS = [
  { status: 0, label: 'To do' },
  { status: 1, label: 'In progress' },
  { status: 2, label: 'Completed' },
] as const;
