import type { GroupSeed } from './types.ts';

// The running, recurring group of client@ and peer@ (issue 3 §1 demo).
const QUIZ = 'https://quiz.summit-coaching.test/profit-accelerator';

export const PROFIT_ACCELERATOR: GroupSeed = {
  title: 'Profit Accelerator',
  name: 'Profit Accelerator — Cohort 7',
  slug: 'profit-accelerator',
  description: '<p>A six-week group programme for owner-led businesses that want more profit from the revenue they already have. Each week: a short lesson, a worksheet, and a live group call where we work through your numbers together.</p><ul><li>Weekly live call, Thursdays 5:00 PM (Mountain Time)</li><li>One focused lesson and worksheet per week</li><li>A 90-day profit plan by the end</li></ul>',
  colors: ['#14143f', '#179ad6'],
  motif: 'growth',
  lessons: [
    {
      title: 'Know Your Numbers: the Profit Baseline', minutes: 45, motif: 'growth', quiz: `${QUIZ}/baseline`,
      short: 'Build a one-page profit baseline so every decision in this programme starts from real numbers.',
      full: '<h3>Why a baseline first</h3><p>Most owners know their revenue to the dollar and their profit to the nearest guess. This week we fix that.</p><ol><li>Pull the last 12 months of your profit and loss statement.</li><li>Split revenue by product line or service.</li><li>Calculate gross margin for each line.</li><li>Note your three largest overhead costs.</li></ol><p><strong>Before the call:</strong> complete the baseline worksheet and bring one question about a number that surprised you.</p>',
      resources: [
        { type: 'worksheet', title: 'Profit baseline worksheet', rows: [['Product line', 'Revenue (12 months)', 'Direct costs', 'Gross margin %'], ['Wholesale bread', '', '', ''], ['Cafe', '', '', ''], ['Catering', '', '', '']] },
        { type: 'pdf', title: 'Reading your P&L in 10 minutes', lines: ['1. Start at the bottom line: net profit and its trend.', '2. Compare gross margin month by month.', '3. Circle any overhead that grew faster than revenue.', '4. Write down the one number you want to move this quarter.'] },
      ],
    },
    {
      title: 'Pricing for Profit', minutes: 50, motif: 'target', quiz: `${QUIZ}/pricing`,
      short: 'Find the prices you have not reviewed in a year and test a confident increase.',
      full: '<h3>The fastest lever</h3><p>A 5% price increase on a 30% margin business lifts profit by roughly 17% if volume holds. We will work out how much volume you could lose and still come out ahead.</p><ul><li>List every price you have not changed in 12 months.</li><li>Use the break-even table to see your safety margin.</li><li>Pick one product for a price test this month.</li></ul><p>Bring your chosen product and proposed new price to the call.</p>',
      resources: [
        { type: 'worksheet', title: 'Price increase break-even table', rows: [['Gross margin %', 'Price increase %', 'Volume you can lose %'], ['30', '5', '14.3'], ['30', '10', '25.0'], ['40', '5', '11.1'], ['40', '10', '20.0']] },
        { type: 'link', title: 'Pricing conversation scripts', url: 'https://summit-coaching.test/tools/pricing-scripts' },
      ],
    },
    {
      title: 'Cutting Costs Without Cutting Corners', minutes: 40, motif: 'cash', quiz: `${QUIZ}/costs`,
      short: 'Review every recurring cost with a simple keep, cut or renegotiate rule.',
      full: '<h3>Keep, cut or renegotiate</h3><p>Go through your last three months of bank statements and tag every recurring payment.</p><ol><li><strong>Keep</strong> what directly serves customers or saves time.</li><li><strong>Cut</strong> subscriptions nobody has opened in 60 days.</li><li><strong>Renegotiate</strong> anything over $500 a month you have not quoted in two years.</li></ol><p>Share your three biggest savings on the call.</p>',
      resources: [
        { type: 'pdf', title: 'Supplier renegotiation checklist', lines: ['- Get two competing quotes before you call.', '- Ask for volume or prompt-payment discounts.', '- Offer a longer commitment in exchange for price.', '- Put every agreed change in writing.'] },
        { type: 'audio', title: 'Call recording: cost review walkthrough' },
      ],
    },
    {
      title: 'Cash Flow Rhythm: the 13-Week Forecast', minutes: 55, motif: 'calendar', quiz: `${QUIZ}/cash-flow`,
      short: 'Set up a rolling 13-week cash forecast and a weekly 20-minute cash meeting.',
      full: '<h3>Profit is an opinion, cash is a fact</h3><p>A profitable business can still run out of cash. The 13-week forecast shows you the dips before they happen.</p><ul><li>Start from today\'s bank balance.</li><li>Add expected receipts week by week, by customer.</li><li>Subtract payroll, rent, suppliers and tax dates.</li><li>Highlight any week that drops below one month of overhead.</li></ul><p>From now on, hold a 20-minute cash meeting every Monday.</p>',
      resources: [
        { type: 'worksheet', title: '13-week cash forecast template', rows: [['Week', 'Opening balance', 'Receipts', 'Payments', 'Closing balance'], ['1', '', '', '', ''], ['2', '', '', '', ''], ['3', '', '', '', '']] },
        { type: 'link', title: 'How to chase late invoices politely', url: 'https://summit-coaching.test/articles/late-invoices' },
      ],
    },
    {
      title: 'Raising Average Order Value', minutes: 45, motif: 'funnel', quiz: `${QUIZ}/order-value`,
      short: 'Design one bundle and one add-on that make each sale worth more to you and the customer.',
      full: '<h3>Sell more to the customers you already have</h3><p>Winning a new customer costs five to seven times more than selling more to an existing one.</p><ol><li>Look at your top 20 orders: what did those customers buy together?</li><li>Design one bundle priced below the sum of its parts.</li><li>Add one relevant add-on at the point of sale.</li></ol><p><em>Pre-work:</em> bring your bundle idea and the add-on script to Thursday\'s call.</p>',
      resources: [
        { type: 'pdf', title: 'Bundle design guide', lines: ['- Combine a best seller with a slow mover.', '- Keep the bundle margin at or above your average.', '- Name the bundle after the outcome, not the items.', '- Review the take-up rate after 30 days.'] },
        { type: 'worksheet', title: 'Add-on script planner', rows: [['Main product', 'Add-on', 'Script', 'Target take-up %'], ['Wedding cake', 'Dessert table', 'Would you like us to cover dessert for the evening too?', '25']] },
      ],
    },
    {
      title: 'Your 90-Day Profit Plan', minutes: 60, motif: 'target', quiz: `${QUIZ}/plan`,
      short: 'Turn the last five weeks into three measurable profit projects for the next quarter.',
      full: '<h3>From insight to plan</h3><p>Choose three projects from the programme, each with an owner, a deadline and a number.</p><ul><li>One pricing project</li><li>One cost or cash project</li><li>One order-value project</li></ul><p>We finish with a group review: each member presents their plan in three minutes.</p>',
      resources: [
        { type: 'worksheet', title: '90-day profit plan', rows: [['Project', 'Owner', 'Deadline', 'Target profit impact'], ['', '', '', ''], ['', '', '', '']] },
        { type: 'link', title: 'Plan review booking page', url: 'https://summit-coaching.test/book' },
      ],
    },
  ],
};
