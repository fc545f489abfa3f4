import type { CategorySeed } from './types.ts';

export const EMAIL: CategorySeed = {
  slug: 'email-campaigns',
  name: 'Email campaigns',
  description: 'The list you own: welcome, follow up, bring people back, without paying for every view.',
  colors: ['#8e44ad', '#3c1361'],
  ideas: [
    {
      slug: 'three-email-welcome-sequence',
      title: 'A three-email welcome sequence',
      summary: 'New subscribers are most interested in their first week. Three planned emails turn interest into a first purchase.',
      art: 'envelope',
      body: `<p>A welcome sequence runs by itself once written, and gets the highest open rates you will ever see.</p>
<h2>How to do it</h2>
<ol>
<li><strong>Day 0 — welcome:</strong> thank them, say what they will get from your emails, deliver any promised discount.</li>
<li><strong>Day 2 — your story:</strong> why you started, what you care about, one customer story.</li>
<li><strong>Day 5 — the nudge:</strong> your best-seller or most-booked service, with the discount's expiry date.</li>
<li>Set it up once as an automation in your email tool; review it every six months.</li>
</ol>
<h2>Measure it</h2>
<p>Watch the share of new subscribers who buy within 14 days.</p>`,
      adCopy: `Subject: Welcome to [Business name] — here's your [10%] off
Hi [first name], thanks for joining us! Every [month] you'll get [what they get].
As promised, here's [10%] off your first [order/visit]: [CODE] (valid until [date]).
Not sure where to start? Most people love [best-seller]: [link]`,
    },
    {
      slug: 'win-back-email-after-90-days',
      title: 'A win-back email after 90 days',
      summary: 'Customers who drifted away are cheaper to win back than strangers are to win.',
      art: 'heart',
      body: `<p>Most lapsed customers did not leave for a reason; life got busy. A friendly, personal reminder with a reason to return brings a share of them back.</p>
<h2>How to do it</h2>
<ol>
<li>Export customers whose last purchase was 90–180 days ago (adjust to how often people usually buy from you).</li>
<li>Send a plain, personal email: "We miss you", what is new, and a time-limited welcome-back offer.</li>
<li>Ask one question they can answer with a reply: "Was there anything we could have done better?"</li>
<li>Read every reply yourself.</li>
</ol>`,
      adCopy: `Subject: We miss you, [first name]
It's been a while since your last [visit/order] — we hope all is well!
Since then we've [new thing]. Come back before [date] and enjoy [offer] on us.
And if something wasn't right last time, just hit reply. I read every message.
— [Your name]`,
    },
    {
      slug: 'monthly-three-tips-newsletter',
      title: 'A monthly "three tips" newsletter',
      summary: 'Useful beats promotional. Three short tips a month keep you in mind for when they need you.',
      art: 'envelope',
      body: `<p>People unsubscribe from constant offers but keep emails that help them. Helpful content earns the right to make an offer now and then.</p>
<h2>How to do it</h2>
<ol>
<li>Collect the questions customers ask you; each one is a tip.</li>
<li>Each month send three tips of two or three sentences each, with a photo.</li>
<li>End with one soft offer or news item, never more.</li>
<li>Send on the same day and time every month.</li>
</ol>
<p><strong>Tip:</strong> keep a running list of tips on your phone; writing the email then takes twenty minutes.</p>`,
      adCopy: `Subject: 3 quick [topic] tips for [month]
1. [Tip one in two sentences.]
2. [Tip two in two sentences.]
3. [Tip three in two sentences.]
Want us to take care of it for you? [Soft offer]: [link]`,
    },
    {
      slug: 'follow-up-every-quote',
      title: 'Follow up every quote within three days',
      summary: 'Many quotes are lost to silence, not to competitors. A polite follow-up wins jobs you have already priced.',
      art: 'phone',
      body: `<p>Buyers get busy, forget, or have a question they do not ask. A follow-up shows you want the job and opens the conversation again.</p>
<h2>How to do it</h2>
<ol>
<li>Log every quote with its date and value in a simple sheet.</li>
<li>Day 3: a short email asking if they have questions, with one useful detail (availability, a photo of a similar job).</li>
<li>Day 10: a phone call or second email offering a date.</li>
<li>Day 30: a last note, "shall I close this quote?", which often gets a reply.</li>
</ol>
<h2>Measure it</h2>
<p>Compare the share of quotes won before and after you started following up.</p>`,
      adCopy: `Subject: Your [service] quote — any questions?
Hi [first name], just checking you received our quote for [job] on [date].
We have a slot on [date] if you'd like to go ahead, and I'm happy to adjust anything.
Reply or call me on [phone]. — [Your name]`,
    },
    {
      slug: 'test-two-subject-lines',
      title: 'Test two subject lines on every send',
      summary: 'The subject line decides whether the email is read. Let your list tell you which one works.',
      art: 'tag',
      body: `<p>Most email tools can send two subject lines to a small share of your list and the winner to the rest. Over a year you learn what your customers open.</p>
<h2>How to do it</h2>
<ol>
<li>Write two honest subject lines that differ in one way: a question vs a statement, a number vs none, the offer vs the benefit.</li>
<li>Send each to 15% of the list; after four hours the winner goes to the rest.</li>
<li>Write down the result in a list of "what works for us".</li>
</ol>
<p><strong>Avoid</strong> tricks ("Re:", false urgency): they raise opens once and trust never.</p>`,
      adCopy: `A: [Benefit]: [specific result] in [time]
B: [Question the customer asks themselves]?
Example — A: "A spotless oven in 2 hours" · B: "When did you last see the back of your oven?"`,
    },
  ],
};
