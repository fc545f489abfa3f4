import type { CategorySeed } from './types.ts';

export const SEASONAL: CategorySeed = {
  slug: 'seasonal-promotions',
  name: 'Seasonal promotions',
  description: 'Plan the year around the moments your customers already care about, and fill the quiet months.',
  colors: ['#e74c3c', '#7b1e12'],
  ideas: [
    {
      slug: 'holiday-gift-cards-with-a-bonus',
      title: 'Holiday gift cards with a bonus',
      summary: '"Buy $50, get a $10 bonus card for you": cash in December, visits in the quiet weeks of January.',
      art: 'gift',
      body: `<p>Gift cards bring cash in your busiest month and new customers in your quietest. A bonus card for the buyer, valid from January, fills the post-holiday dip.</p>
<h2>How to do it</h2>
<ol>
<li>Offer a bonus card (e.g. $10 for every $50 bought), <strong>valid from 2 January to the end of February</strong>.</li>
<li>Sell them at the till, on your website and by phone; wrap them nicely.</li>
<li>Announce the offer from mid-November in store, by email and in a Google post.</li>
<li>Track redemptions; most recipients spend more than the card's value.</li>
</ol>
<p><strong>Check</strong> the local rules for gift card expiry before you print.</p>`,
      adCopy: `🎁 The easiest gift of the season
Buy a $[50] [Business name] gift card and get a $[10] bonus card for yourself — to enjoy from [2 January].
In store or online until [24 December]: [link]`,
    },
    {
      slug: 'quiet-month-flash-sale',
      title: 'A flash sale for your quietest month',
      summary: 'Find the month your takings dip every year and plan a short, sharp reason to buy.',
      art: 'tag',
      body: `<p>Every business has a slow month. Instead of waiting it out, plan a 72-hour event that gives your best customers a reason to come in.</p>
<h2>How to do it</h2>
<ol>
<li>Look at last year's monthly sales and pick the weakest month.</li>
<li>Choose a short window (three days) and one clear offer on things with good margin.</li>
<li>Tell your email list and regulars first ("early access"), everyone else a day later.</li>
<li>Plan stock and staff for it; a flash sale that runs out of stock disappoints.</li>
</ol>
<h2>Measure it</h2>
<p>Compare the month with last year, not just the three days: did the sale pull sales forward or add new ones?</p>`,
      adCopy: `72 hours only: [offer] at [Business name]
[Date] to [date] — our way of brightening up [month].
Early access for our list starts [time]: [link]`,
    },
    {
      slug: 'business-anniversary-week',
      title: 'Celebrate your business anniversary',
      summary: 'Your birthday, your customers\' party. A week of thank-yous makes a story worth sharing.',
      art: 'star',
      body: `<p>An anniversary is a reason to thank customers that nobody else can copy. It is also a natural story for local press and social media.</p>
<h2>How to do it</h2>
<ol>
<li>Mark the date and plan one week around it.</li>
<li>Offer something tied to the number: "[10] years, [10]% off", or ten prizes drawn from customers.</li>
<li>Share your story: a photo from day one, what changed, the people who helped.</li>
<li>Invite regulars to a small in-store moment (cake, coffee, a demo).</li>
<li>Send the story to your local paper and community pages a week ahead.</li>
</ol>`,
      adCopy: `[10] years of [Business name] — thank you, [town]!
From [first product/first shop] to [today], you've been with us all the way.
Celebrate with us [dates]: [offer]. Cake on [day] at [time]!`,
    },
    {
      slug: 'seasonal-checklist-customers-keep',
      title: 'A seasonal checklist customers keep',
      summary: 'A printable "spring checklist" for your field puts your name on the fridge for months.',
      art: 'sun',
      body: `<p>Useful content with your name on it lasts longer than any ad. A one-page checklist for the season (spring garden jobs, winter car checks, back-to-school) gets shared and kept.</p>
<h2>How to do it</h2>
<ol>
<li>Write 8–12 short tasks your customers should do this season; mark the ones you can do for them.</li>
<li>Design a one-page PDF with your logo, phone number and a small offer at the bottom.</li>
<li>Share it by email, social media and as a handout at the counter.</li>
<li>Ask people to tag you when they tick everything off.</li>
</ol>`,
      adCopy: `Free: the [season] [topic] checklist 📋
[10] quick jobs to get your [home/garden/car/business] ready for [season] — and which ones we can do for you.
Download it here: [link]`,
    },
    {
      slug: 'new-year-fresh-start-offer',
      title: 'A new-year fresh-start offer',
      summary: 'January is when people start things. Package your service as the start they are looking for.',
      art: 'sun',
      body: `<p>In January people set goals: get fit, get organised, fix the house, grow the business. An offer framed as a fresh start meets them there.</p>
<h2>How to do it</h2>
<ol>
<li>Package a starter bundle with a clear outcome: "30-day reset", "first-quarter plan", "declutter weekend".</li>
<li>Give it a fixed price and a deadline (end of January).</li>
<li>Launch on 26–27 December, when people are planning.</li>
<li>Follow up buyers in February to keep them going and offer the next step.</li>
</ol>`,
      adCopy: `New year, fresh start: the [Bundle name]
Everything you need to [outcome] in [30 days] — [what's included].
$[price] until [31 January]. Start here: [link]`,
    },
  ],
};
