import type { CategorySeed } from './types.ts';

export const RETENTION: CategorySeed = {
  slug: 'customer-retention',
  name: 'Customer retention',
  description: 'Keep the customers you have: reminders, rewards and small surprises that bring people back.',
  colors: ['#179ad6', '#14143f'],
  ideas: [
    {
      slug: 'digital-stamp-card',
      title: 'A digital stamp card',
      summary: 'Buy nine, get the tenth free: the oldest loyalty scheme still works, now without lost paper cards.',
      art: 'tag',
      body: `<p>A stamp card gives regulars a reason to choose you over the shop next door. A digital one (in your till system or a simple app) is never forgotten at home and tells you who your regulars are.</p>
<h2>How to do it</h2>
<ol>
<li>Choose the reward: the tenth item free, or a treat worth about 10% of nine visits.</li>
<li><strong>Give two stamps to start</strong>: a card that is already partly full gets completed more often.</li>
<li>Ask for a phone number or email at sign-up, with permission to send offers.</li>
<li>Send a reminder when someone is one stamp away.</li>
</ol>
<h2>Measure it</h2>
<p>Watch how often members visit compared with everyone else.</p>`,
      adCopy: `Your [coffee/wash/cut] is on us ☕
Join the [Business name] stamp card — we'll start you off with 2 stamps today.
Every [10th item] free. Just give your number at the till.`,
    },
    {
      slug: 'thirty-day-check-in-call',
      title: 'A 30-day check-in call',
      summary: 'A short call a month after the sale catches problems early and often leads to the next sale.',
      art: 'phone',
      body: `<p>Customers rarely complain; they just do not come back. A quick check-in shows you care about the result, not only the sale.</p>
<h2>How to do it</h2>
<ol>
<li>Put a reminder in your calendar 30 days after every sale or finished job.</li>
<li>Call (or send a personal message): "How is [product/result] working for you?"</li>
<li>Fix any issue fast, then ask if there is anything else they need.</li>
<li>Note what you hear: recurring questions become FAQ pages, tips and new services.</li>
</ol>`,
      adCopy: `Hi [first name], it's [Your name] from [Business name].
It's been a month since [job/purchase] — how is it working for you? If anything isn't quite right, I'd like to know and fix it.
Just reply or call me on [phone].`,
    },
    {
      slug: 'vip-early-access-list',
      title: 'A VIP early-access list',
      summary: 'Let your best customers see new products, dates and sales first. Feeling special is its own reward.',
      art: 'star',
      body: `<p>Your top 20% of customers bring most of your revenue. Recognising them costs little and keeps them loyal.</p>
<h2>How to do it</h2>
<ol>
<li>Find customers who bought three times or more in the last year.</li>
<li>Invite them personally to a "VIP list": first look at new products, first pick of booking dates, early access to sales.</li>
<li>Send VIP messages 24–48 hours before everyone else.</li>
<li>Once a year, give something unexpected: a thank-you gift, an evening event.</li>
</ol>`,
      adCopy: `You're one of our favourite customers, [first name] ⭐
We'd love to add you to our VIP list: you'll see new [products/dates] first and get early access to every sale.
Reply YES and you're in.`,
    },
    {
      slug: 'birthday-treat',
      title: 'A birthday treat',
      summary: 'Ask for the birthday month at sign-up and send a small gift. The most opened email of the year.',
      art: 'gift',
      body: `<p>Birthday offers feel personal, and customers often bring a friend to celebrate. Automate it once and it runs every year.</p>
<h2>How to do it</h2>
<ol>
<li>Ask for the birthday <strong>month</strong> only (less personal data, same result) when people join your list or loyalty scheme.</li>
<li>Set up an automatic email on the first of the month.</li>
<li>Give a gift, not a discount: a free item, an upgrade or a voucher valid the whole month.</li>
<li>Sign it with a real name and a photo of the team.</li>
</ol>`,
      adCopy: `Subject: Happy birthday month, [first name]! 🎂
To celebrate, your next [item/treatment] is on us — any day this month.
Just show this email at [Business name]. Have a wonderful [month]!
— [Your name] and the team`,
    },
    {
      slug: 'automatic-service-reminders',
      title: 'Automatic service reminders',
      summary: 'If your service repeats (servicing, cleaning, check-ups, haircuts), remind people before they forget.',
      art: 'chat',
      body: `<p>Customers intend to come back but lose track of time. A reminder at the right interval brings repeat business you would otherwise lose to whoever they find first.</p>
<h2>How to do it</h2>
<ol>
<li>Work out the natural interval for your service (six weeks for a haircut, a year for a boiler service).</li>
<li>Record the date of every job and the customer's preferred contact.</li>
<li>Send a reminder a week before it is due, with a booking link and two suggested times.</li>
<li>If there is no booking, one follow-up two weeks later.</li>
</ol>
<h2>Measure it</h2>
<p>Track the share of customers who rebook within a month of the due date.</p>`,
      adCopy: `Hi [first name], it's nearly time for your [service] — your last one was on [date].
We have slots on [day, time] or [day, time]. Book in 30 seconds: [link]
Or reply with a time that suits you. — [Business name]`,
    },
  ],
};
