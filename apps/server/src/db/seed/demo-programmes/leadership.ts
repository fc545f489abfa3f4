import type { GroupSeed } from './types.ts';

// The upcoming group client@ has joined but not paid for yet (issue 3 §1, §4 card payment).
export const LEADERSHIP_INTENSIVE: GroupSeed = {
  title: 'Leadership Intensive',
  name: 'Leadership Intensive — Cohort 1',
  slug: 'leadership-intensive',
  description: '<p>Four weeks for owners who are ready to stop being the bottleneck. Learn to delegate, run meetings that decide things, and hold people accountable without hovering.</p><ul><li>Four live calls, Tuesdays 12:00 PM (Mountain Time)</li><li>A delegation plan you can start on day one</li></ul>',
  colors: ['#6b3fa0', '#179ad6'],
  motif: 'people',
  lessons: [
    {
      title: 'From Doer to Leader', minutes: 30, motif: 'people', quiz: 'https://quiz.summit-coaching.test/leadership/doer-to-leader',
      short: 'A free first lesson: where your week goes today, and what only you should be doing.',
      full: '<p>Track your time for one week in 30-minute blocks, then sort every block into:</p><ul><li>work only you can do,</li><li>work someone else could do with training,</li><li>work that should not be done at all.</li></ul>',
      resources: [{ type: 'worksheet', title: 'Time audit', rows: [['Time', 'Task', 'Only me / Train / Stop'], ['08:00', '', ''], ['08:30', '', '']] }],
    },
    {
      title: 'Delegation That Sticks', minutes: 45, motif: 'target',
      short: 'Hand over outcomes, not tasks, with a simple five-level delegation scale.',
      full: '<ol><li>Do exactly what I say</li><li>Research and report back</li><li>Recommend, I decide</li><li>Decide and tell me</li><li>Decide, no need to tell me</li></ol><p>Agree the level out loud every time you delegate.</p>',
      resources: [{ type: 'pdf', title: 'Delegation levels card', lines: ['Level 1: do as instructed', 'Level 2: research and report', 'Level 3: recommend', 'Level 4: decide and inform', 'Level 5: full ownership'] }],
    },
    {
      title: 'Running Effective Team Meetings', minutes: 40, motif: 'calendar',
      short: 'A weekly 45-minute meeting agenda that ends with decisions and owners.',
      full: '<p>Agenda: wins (5), numbers (10), issues (25), commitments (5). Every issue ends with an owner and a date.</p>',
      resources: [{ type: 'link', title: 'Meeting agenda template', url: 'https://summit-coaching.test/tools/meeting-agenda' }],
    },
    {
      title: 'Accountability Without Micromanaging', minutes: 45, motif: 'growth',
      short: 'Clear expectations, visible scorecards and a weekly one-to-one.',
      full: '<p>People rise to clear expectations. Give each role a scorecard of three to five numbers and review it weekly.</p>',
      resources: [{ type: 'worksheet', title: 'Role scorecard', rows: [['Role', 'Measure', 'Target', 'This week'], ['Sales lead', 'Proposals sent', '5', '']] }],
    },
  ],
};
