import type { CategorySeed } from './types.ts';

export const LOCAL_SEARCH: CategorySeed = {
  slug: 'local-search-ads',
  name: 'Local search & Google ads',
  description: 'Be the business people find when they search for what you do, near where they are.',
  colors: ['#1a73e8', '#0b3d91'],
  ideas: [
    {
      slug: 'google-business-profile-tune-up',
      title: 'Tune up your Google Business Profile',
      summary: 'A complete, current profile wins more map-pack clicks than any ad. One afternoon of work, free.',
      art: 'pin',
      body: `<p>Most local buyers meet you first in the Google map results. A profile with real photos, the right categories and fresh posts gets more calls and direction requests than a half-filled one.</p>
<h2>How to do it</h2>
<ol>
<li><strong>Check the basics:</strong> name exactly as on your sign, phone, opening hours (including holidays) and website.</li>
<li><strong>Pick categories:</strong> one precise primary category ("Bakery", not "Food") and up to four secondary ones.</li>
<li><strong>Add ten real photos:</strong> outside (so people recognise the door), inside, your team, and your five best-selling products or jobs.</li>
<li><strong>List your services or products</strong> with a one-line description and a starting price each.</li>
<li><strong>Write the description</strong> in 750 characters: who you serve, what you are known for, where you are.</li>
</ol>
<h2>Measure it</h2>
<p>Note the calls, website clicks and direction requests in the profile's Performance tab today, and compare in 30 days.</p>`,
      adCopy: `[Business name] — [what you do] in [town]
Open [days and hours]. [Best-known product or service] from [price].
Call [phone] or tap for directions.`,
    },
    {
      slug: 'ten-mile-radius-search-campaign',
      title: 'A search campaign for a 10-mile radius',
      summary: 'Small budget, tight area, words people type when they are ready to buy.',
      art: 'megaphone',
      body: `<p>A small business does not need national reach. Show a search ad only to people near you, only for searches that mean "I want to buy now".</p>
<h2>How to do it</h2>
<ol>
<li>Set the location to a <strong>10-mile radius</strong> around your premises (or the area you serve), "people in this location" only.</li>
<li>Choose 10–15 buying keywords: "[service] near me", "[service] [town]", "emergency [service]", "[product] price".</li>
<li>Add negative keywords: "jobs", "free", "course", "DIY", "salary".</li>
<li>Start with a daily budget you would happily spend on one new customer a week, and run ads only in your opening hours.</li>
<li>Send clicks to a page about that service, not your home page.</li>
</ol>
<h2>Measure it</h2>
<p>Track calls and form enquiries as conversions. After two weeks, pause keywords with clicks and no enquiries.</p>`,
      adCopy: `[Service] in [Town] — Booked Within 48 Hours
Local, insured and rated [4.9]★ by [120] neighbours.
Free quote today: call [phone].`,
    },
    {
      slug: 'service-area-landing-pages',
      title: 'One landing page per service area',
      summary: 'A page for each town you serve, with local proof, ranks and converts better than one generic page.',
      art: 'pin',
      body: `<p>People search with the name of their town. A page that speaks about that town, with a job you did there, answers them better than a page that says "we serve the region".</p>
<h2>How to do it</h2>
<ol>
<li>List the three to five towns or districts where most of your customers are.</li>
<li>For each, write a page: the service, the town in the title, <strong>a job you did there</strong> with a photo, and a review from a customer there.</li>
<li>Add practical local detail: how fast you get there, parking, landmarks near your shop.</li>
<li>Put one clear call to action at the top and the bottom: call, book or ask for a quote.</li>
<li>Link each page from your Google Business Profile services and your ads for that area.</li>
</ol>
<p><strong>Avoid</strong> copying one page and swapping the town name: it reads as spam to people and to Google.</p>`,
      adCopy: `Need a [service] in [Town]?
We've done [45] jobs in [Town] this year — like [short example].
See our [Town] work and book a visit: [link]`,
    },
    {
      slug: 'call-only-ads-for-urgent-jobs',
      title: 'Call-only ads for urgent jobs',
      summary: 'When the need is urgent, people want to phone, not read. Let the ad be a phone button.',
      art: 'phone',
      body: `<p>Locksmiths, plumbers, vets, repair shops: urgent buyers search on their phone and call the first business that looks trustworthy. A call ad puts the phone button first.</p>
<h2>How to do it</h2>
<ol>
<li>Create a campaign shown on mobile only, during the hours someone can answer the phone.</li>
<li>Use urgent keywords: "emergency", "today", "open now", "24 hour".</li>
<li>In the ad, state the speed and the proof: "At your door in 45 minutes", "500+ reviews".</li>
<li>Make sure whoever answers has a script: greet, ask the address, give a time and a price range.</li>
</ol>
<h2>Measure it</h2>
<p>Count calls over 60 seconds as leads; listen to a few recordings each week to improve the script.</p>`,
      adCopy: `[Service] Emergency? We Answer Now.
At your door in [45] minutes across [area]. Upfront prices, no call-out surprises.
Call [phone] — open until [time].`,
    },
    {
      slug: 'weekly-google-posts',
      title: 'A weekly post on your Google profile',
      summary: 'Ten minutes a week: an offer, an event or a new product where local searchers already look.',
      art: 'chat',
      body: `<p>Posts on your Google Business Profile show under your listing. A fresh one tells searchers you are open and active, and gives them a reason to act this week.</p>
<h2>How to do it</h2>
<ol>
<li>Pick a fixed day and rotate three types: an <strong>offer</strong>, a <strong>what's new</strong> (product, service, team member) and an <strong>event</strong>.</li>
<li>Use your own photo, landscape, with no text on it.</li>
<li>Keep it to three sentences and one button: Call, Book or Learn more.</li>
<li>Reuse the same words on your social page the same day.</li>
</ol>
<p><strong>Tip:</strong> write four posts in one sitting once a month and schedule a reminder for each.</p>`,
      adCopy: `This week at [Business name]: [offer or news].
[One sentence on why it matters to the customer].
Valid until [date] — tap Call or drop by [address].`,
    },
  ],
};
