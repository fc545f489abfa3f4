import type { Motif } from './assets.ts';

// The business-academy catalogue of the demo tenant (spec §2 /business-academy).
export interface AcademyCourseSeed {
  title: string;
  summary: string;
  colors: [string, string];
  motif: Motif;
  lessons: Array<{ title: string; summary: string; body: string; minutes: number }>;
}

export const ACADEMY: AcademyCourseSeed[] = [
  {
    title: 'Cash Flow Fundamentals', colors: ['#14143f', '#2ecc71'], motif: 'cash',
    summary: 'Understand where cash goes, why profitable businesses run short, and how to stay ahead.',
    lessons: [
      { title: 'Profit versus cash', minutes: 12, summary: 'Why the bank balance and the P&L tell different stories.',
        body: '<p>Profit is earned when you invoice; cash arrives when the customer pays. The gap between the two is where businesses get into trouble.</p><ul><li>Debtor days</li><li>Stock holding</li><li>Supplier terms</li></ul>' },
      { title: 'The cash conversion cycle', minutes: 15, summary: 'Measure how many days your cash is tied up.',
        body: '<p>Cash conversion cycle = debtor days + stock days - creditor days.</p><ol><li>Calculate each number from last year\'s accounts.</li><li>Pick the one you can shorten fastest.</li></ol>' },
      { title: 'Building a cash buffer', minutes: 10, summary: 'How much to keep in reserve and where to keep it.',
        body: '<p>Aim for three months of fixed costs. Move a fixed percentage of every receipt into a separate account so the buffer grows without a decision.</p>' },
    ],
  },
  {
    title: 'Hiring Your First Manager', colors: ['#6b3fa0', '#179ad6'], motif: 'people',
    summary: 'Define the role, find the right person and set them up to succeed in their first 90 days.',
    lessons: [
      { title: 'Is it time to hire?', minutes: 10, summary: 'Signs you are the bottleneck, and what a manager would free up.',
        body: '<ul><li>Decisions wait for you.</li><li>You work in the business more than on it.</li><li>Growth has stalled at the limit of your hours.</li></ul>' },
      { title: 'Writing the scorecard', minutes: 14, summary: 'Outcomes, competencies and the numbers the role owns.',
        body: '<p>A scorecard lists the mission of the role, three to five measurable outcomes, and the behaviours that matter in your business.</p>' },
      { title: 'The first 90 days', minutes: 16, summary: 'An onboarding plan with check-ins at 30, 60 and 90 days.',
        body: '<ol><li>Days 1 to 30: learn the business and the numbers.</li><li>Days 31 to 60: own one process end to end.</li><li>Days 61 to 90: lead the weekly meeting.</li></ol>' },
      { title: 'Letting go well', minutes: 9, summary: 'How to step back without stepping away.',
        body: '<p>Agree decision rights in writing, then resist the urge to re-decide. Review outcomes weekly, not tasks daily.</p>' },
    ],
  },
  {
    title: 'Marketing That Pays For Itself', colors: ['#c0392b', '#f39c12'], motif: 'funnel',
    summary: 'Track every marketing dollar to the customers it brings in, and spend more on what works.',
    lessons: [
      { title: 'Know your customer acquisition cost', minutes: 11, summary: 'What a new customer really costs you, channel by channel.',
        body: '<p>Customer acquisition cost = marketing and sales spend / new customers won. Work it out per channel for the last quarter.</p>' },
      { title: 'Lifetime value in plain numbers', minutes: 13, summary: 'How much a customer is worth over the whole relationship.',
        body: '<p>Lifetime value = average order value x orders per year x years as a customer x gross margin.</p><p>Aim for a lifetime value at least three times the acquisition cost.</p>' },
      { title: 'Your referral engine', minutes: 12, summary: 'Turn happy customers into your cheapest channel.',
        body: '<ul><li>Ask at the moment of delight.</li><li>Make it easy: one link, one sentence.</li><li>Thank every referrer personally.</li></ul>' },
    ],
  },
];
