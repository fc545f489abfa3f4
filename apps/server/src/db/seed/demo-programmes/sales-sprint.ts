import type { GroupSeed } from './types.ts';

// client@'s finished group (issue 3 §1 demo).
const QUIZ = 'https://quiz.summit-coaching.test/sales-sprint';

export const SALES_SPRINT: GroupSeed = {
  title: 'Sales Systems Sprint',
  name: 'Sales Systems Sprint — Cohort 3',
  slug: 'sales-systems-sprint',
  description: '<p>Six weeks to turn selling from something the owner does into a repeatable system the team can run.</p><ul><li>A mapped sales process</li><li>Discovery and proposal templates</li><li>A weekly sales dashboard</li></ul>',
  colors: ['#1d7a46', '#2ecc71'],
  motif: 'funnel',
  lessons: [
    {
      title: 'Mapping Your Sales Process', minutes: 40, motif: 'funnel', quiz: `${QUIZ}/process`,
      short: 'Draw every step from first enquiry to paid invoice, and who owns each one.',
      full: '<p>Write each step on a sticky note and put them in order. Then mark:</p><ul><li>where leads wait longest,</li><li>where they drop out,</li><li>which steps only you can do today.</li></ul><p>The steps only you can do are the first ones to document.</p>',
      resources: [
        { type: 'pdf', title: 'Sales process map example', lines: ['Enquiry -> Qualify -> Discovery call -> Proposal -> Follow-up -> Close -> Onboard', 'Owner today: founder for every step after Qualify.', 'Goal: the team runs Qualify and Follow-up by week 6.'] },
        { type: 'audio', title: 'Call recording: mapping session' },
      ],
    },
    {
      title: 'Lead Qualification that Saves Time', minutes: 35, motif: 'target', quiz: `${QUIZ}/qualification`,
      short: 'Four questions that tell you within five minutes whether a lead is worth a proposal.',
      full: '<ol><li>What problem are you trying to solve, and why now?</li><li>What happens if you do nothing?</li><li>Who else is involved in the decision?</li><li>What budget have you set aside?</li></ol><p>Score each answer from 0 to 2. Anything under 5 gets a polite resource email instead of a call.</p>',
      resources: [
        { type: 'worksheet', title: 'Lead scoring sheet', rows: [['Lead', 'Problem', 'Urgency', 'Decision makers', 'Budget', 'Score'], ['Example Co', '2', '1', '2', '1', '6']] },
        { type: 'link', title: 'Qualification email templates', url: 'https://summit-coaching.test/tools/qualification-emails' },
      ],
    },
    {
      title: 'The Discovery Call Script', minutes: 50, motif: 'people', quiz: `${QUIZ}/discovery`,
      short: 'A 30-minute call structure that lets the customer sell themselves on the outcome.',
      full: '<p>The best discovery calls are 70% listening. Use this structure:</p><ol><li>Agenda and time check (2 minutes)</li><li>Current situation (10 minutes)</li><li>Desired outcome and its value (10 minutes)</li><li>Obstacles and decision process (5 minutes)</li><li>Next step agreed on the call (3 minutes)</li></ol>',
      resources: [
        { type: 'pdf', title: 'Discovery call script', lines: ['Open: "Is it still okay to take 30 minutes?"', 'Situation: "Walk me through how this works today."', 'Outcome: "If this were solved, what would change?"', 'Close: "What would you like to do next?"'] },
        { type: 'audio', title: 'Call recording: role-play practice' },
      ],
    },
    {
      title: 'Proposals That Close', minutes: 45, motif: 'growth', quiz: `${QUIZ}/proposals`,
      short: 'A two-page proposal with three options, sent within 24 hours of the call.',
      full: '<p>Long proposals delay decisions. Keep yours to two pages:</p><ul><li>Their situation in their words</li><li>The outcome and what it is worth to them</li><li>Three options: good, better, best</li><li>One clear next step with a date</li></ul>',
      resources: [
        { type: 'worksheet', title: 'Three-option pricing builder', rows: [['Option', 'Scope', 'Price', 'Margin %'], ['Good', '', '', ''], ['Better', '', '', ''], ['Best', '', '', '']] },
      ],
    },
    {
      title: 'Follow-up Cadence and CRM Hygiene', minutes: 35, motif: 'calendar', quiz: `${QUIZ}/follow-up`,
      short: 'Five touches over three weeks, logged in the CRM the same day.',
      full: '<p>Most sales are lost to silence, not to competitors.</p><ol><li>Day 1: thank-you email with a summary</li><li>Day 3: a short useful resource</li><li>Day 7: call</li><li>Day 14: case study</li><li>Day 21: close-the-file email</li></ol><p>Every touch is logged before the end of the day.</p>',
      resources: [
        { type: 'link', title: 'CRM pipeline stage definitions', url: 'https://summit-coaching.test/tools/pipeline-stages' },
      ],
    },
    {
      title: 'Sales Metrics Dashboard', minutes: 40, motif: 'growth', quiz: `${QUIZ}/dashboard`,
      short: 'Five numbers reviewed every Monday: leads, calls, proposals, wins and average deal size.',
      full: '<p>What gets measured gets managed. Your weekly dashboard tracks:</p><ul><li>New qualified leads</li><li>Discovery calls held</li><li>Proposals sent</li><li>Deals won and win rate</li><li>Average deal size</li></ul><p>Review it in a 15-minute Monday meeting with whoever sells.</p>',
      resources: [
        { type: 'worksheet', title: 'Weekly sales dashboard', rows: [['Week', 'Leads', 'Calls', 'Proposals', 'Wins', 'Average deal'], ['1', '', '', '', '', '']] },
        { type: 'pdf', title: 'Reading your win rate', lines: ['Win rate = deals won / proposals sent.', 'Below 25%: qualify harder before proposing.', 'Above 60%: your prices may be too low.'] },
      ],
    },
  ],
};
