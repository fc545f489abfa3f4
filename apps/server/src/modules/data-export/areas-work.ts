import { and, asc, eq } from 'drizzle-orm';
import type { Commitment, Metric, Note } from '@portal/contract';
import { boardCards } from '../../db/schema/index.ts';
import { assessmentService } from '../assessments/assessment-service.ts';
import { implementationService } from '../assessments/implementation-service.ts';
import { listMetricsJson } from '../metrics/metrics-repo.ts';
import { listNotes } from '../notes/notes-repo.ts';
import { presentCard } from '../plan-work/board-repo.ts';
import { listCommitments, listMembers } from '../plan-work/commitment-repo.ts';
import { area, ownerOf } from './export-area.ts';

// The client's work between sessions: their plan, both boards, commitments, team, metrics, notes.

const plan = area({
  file: 'plan.json',
  about: 'Your assessments and implementation plan: each assessment with its findings, its focus areas (with your progress and whether they are open) and the lesson items you ticked.',
  async read(deps, client) {
    const assessments = assessmentService(deps);
    const implementation = implementationService(deps, assessments);
    const list = await assessments.list(client);
    const out = [];
    for (const a of list) {
      const [analysis, show] = await Promise.all([assessments.analysis(client, a.id), implementation.show(client, a.id)]);
      out.push({ ...a, analysis: analysis.analysis, focus_areas: show.implementation, progress: show.data.progress, checked_items: show.data.checked_items });
    }
    return out;
  },
});

const boards = area({
  file: 'boards.json',
  about: 'Both boards of every focus area: action steps and reminders, each card with its column (status 0 to do, 2 in progress, 3 completed), place, due time and who made it.',
  async read(deps, client) {
    const o = ownerOf(client);
    const rows = await deps.db.select().from(boardCards).where(and(eq(boardCards.tenantId, o.tenantId), eq(boardCards.userId, o.userId)))
      .orderBy(asc(boardCards.assessmentId), asc(boardCards.path), asc(boardCards.board), asc(boardCards.status), asc(boardCards.position), asc(boardCards.id));
    return rows.map(presentCard);
  },
  csv: {
    file: 'boards.csv', about: 'The same cards as a table.',
    rows: (cards: ReturnType<typeof presentCard>[]) => [
      ['Board', 'Focus area', 'Title', 'Description', 'Status', 'Due (UTC)', 'Completed (UTC)', 'Created (UTC)'],
      ...cards.map((c) => [c.board, c.path, c.title, c.description, c.status, c.due_at, c.completed_at, c.created_at]),
    ],
  },
});

const commitments = area({
  file: 'commitments.json',
  about: 'Your commitments (tasks): status (0 to do, 1 in progress, 2 completed), who on your team is responsible, deadline, attached file name. The attached files are in commitments/.',
  read: (deps, client) => listCommitments(deps.db, ownerOf(client), deps.now()),
  csv: {
    file: 'commitments.csv', about: 'The same commitments as a table.',
    rows: (list: Commitment[]) => [
      ['Title', 'Description', 'Status', 'Responsible', 'Deadline (UTC)', 'File', 'Completed (UTC)', 'Created (UTC)'],
      ...list.map((c) => [c.title, c.description, c.status,
        c.responsibility ? `${c.responsibility.first_name} ${c.responsibility.last_name}` : null, c.deadline, c.file_name, c.completed_at, c.created_at]),
    ],
  },
});

const team = area({
  file: 'team.json',
  about: 'The people on your team who can be made responsible for a commitment.',
  read: (deps, client) => listMembers(deps.db, ownerOf(client)),
  csv: {
    file: 'team.csv', about: 'The same team as a table.',
    rows: (list: { first_name: string; last_name: string }[]) => [['First name', 'Last name'], ...list.map((m) => [m.first_name, m.last_name])],
  },
});

const metrics = area({
  file: 'metrics.json',
  about: 'The numbers you track, each with its unit, target and every monthly value.',
  read: async (deps, client) => JSON.parse(await listMetricsJson(deps.db, ownerOf(client))) as Metric[],
  csv: {
    file: 'metric-values.csv', about: 'Every monthly value of every metric, one row each.',
    rows: (list: Metric[]) => [
      ['Metric', 'Unit', 'Month', 'Value', 'Target'],
      ...list.flatMap((m) => m.values.map((v) => [m.name, m.unit, v.period, v.value, m.target])),
    ],
  },
});

const notes = area({
  file: 'notes.json',
  about: 'Your meeting notes, by you or your coach, newest meeting first.',
  read: (deps, client) => listNotes(deps.db, ownerOf(client), null),
  csv: {
    file: 'notes.csv', about: 'The same notes as a table.',
    rows: (list: Note[]) => [
      ['Meeting date', 'Title', 'Text', 'Written by', 'Written (UTC)', 'Changed (UTC)'],
      ...list.map((n) => [n.meeting_date, n.title, n.body, n.author_name, n.created_at, n.updated_at]),
    ],
  },
});

export const WORK_AREAS = [plan, boards, commitments, team, metrics, notes];
