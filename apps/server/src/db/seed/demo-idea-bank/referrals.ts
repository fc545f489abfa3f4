import type { CategorySeed } from './types.ts';

export const REFERRALS: CategorySeed = {
  slug: 'referral-offers',
  name: 'Referral offers',
  description: 'Turn customers who like you into customers who bring you customers.',
  colors: ['#2ecc71', '#12704a'],
  ideas: [
    {
      slug: 'give-and-get-referral-offer',
      title: 'A "give $20, get $20" referral offer',
      summary: 'Reward both sides: the friend gets a welcome discount, your customer a thank-you credit.',
      art: 'gift',
      body: `<p>A two-sided reward feels like a favour to a friend, not a sales pitch. That makes customers far more willing to pass it on.</p>
<h2>How to do it</h2>
<ol>
<li>Choose a reward you can afford on a new customer's first purchase: a fixed amount beats a percentage.</li>
<li>Give each customer a personal code or link, so you know who referred whom.</li>
<li>Pay the reward when the friend buys, and tell the customer straight away.</li>
<li>Mention the offer on receipts, in your follow-up email and at the counter.</li>
</ol>
<h2>Measure it</h2>
<p>Track codes used per month and the cost per new customer, and compare it with your ads.</p>`,
      adCopy: `Know someone who'd love [Business name]?
Give them $[20] off their first [order / visit] with your code [CODE] — and we'll give you $[20] credit as a thank-you when they do.
Share your link: [link]`,
    },
    {
      slug: 'referral-cards-in-every-order',
      title: 'Referral cards in every order',
      summary: 'A printed card with a friend\'s offer, handed over at the happiest moment: when the order arrives.',
      art: 'envelope',
      body: `<p>Online codes get forgotten. A physical card in the bag or box is there when your customer is enjoying what they bought, and is easy to hand to a friend.</p>
<h2>How to do it</h2>
<ol>
<li>Print business-card-size cards: the friend's offer on the front, how to redeem and an expiry date on the back.</li>
<li>Number the cards or print a short code per batch so you can count returns.</li>
<li>Put <strong>two</strong> cards in every order or hand them over at the till: one to keep, one to give.</li>
<li>Thank the staff who hand out most cards; make it a team game.</li>
</ol>`,
      adCopy: `A little gift for a friend 🎁
[Friend's offer, e.g. 15% off their first order] at [Business name].
Show this card or use code [CODE] before [date]. With love from [customer first name]`,
    },
    {
      slug: 'partner-referral-swap',
      title: 'A referral swap with a neighbouring business',
      summary: 'Find a business with your customers but not your product, and recommend each other.',
      art: 'heart',
      body: `<p>A wedding florist and a photographer, a gym and a physiotherapist, a bakery and a coffee roaster: partners share the same customers at different moments.</p>
<h2>How to do it</h2>
<ol>
<li>List five businesses your customers use just before or just after you.</li>
<li>Visit the owner with a simple proposal: each recommends the other, with a small offer for customers who come through.</li>
<li>Swap leaflets or cards, and mention each other in one email and one social post a quarter.</li>
<li>Meet every three months to compare how many customers each sent.</li>
</ol>`,
      adCopy: `We love [Partner business] — and we think you will too.
Mention [Business name] at [Partner business] for [their offer] until [date].
Their customers get [your offer] with us. Local businesses, better together.`,
    },
    {
      slug: 'ask-at-the-moment-of-delight',
      title: 'Ask for referrals at the moment of delight',
      summary: 'When a customer thanks you, that is the moment to ask who else you could help.',
      art: 'chat',
      body: `<p>Customers refer most when they feel the result. A simple, specific question at that moment gets names; a generic "tell your friends" does not.</p>
<h2>How to do it</h2>
<ol>
<li>Spot the moments: a finished project, a compliment, a repeat order, a five-star review.</li>
<li>Ask a specific question: "Who else do you know who is [situation]?"</li>
<li>Offer to make it easy: "Would it help if I sent you a short message you can forward?"</li>
<li>Follow up within a day, and thank them whether or not the friend buys.</li>
</ol>`,
      adCopy: `Thank you so much, [first name] — it's been a pleasure working on [project].
Do you know anyone else who is [situation]? I'd be glad to help them the same way. Here's a short note you can forward: [link]`,
    },
    {
      slug: 'thank-you-note-for-every-referral',
      title: 'A handwritten thank-you for every referral',
      summary: 'Ten minutes and a stamp. People who feel thanked refer again.',
      art: 'envelope',
      body: `<p>In a world of automated emails, a handwritten card is remembered and often shown to others. It also turns a one-time referrer into a regular one.</p>
<h2>How to do it</h2>
<ol>
<li>Keep a stack of good cards and stamps on your desk.</li>
<li>Every time a new customer names who sent them, write a card that week.</li>
<li>Be specific: name the friend and what you are doing for them (without private details).</li>
<li>Add a small surprise now and then: a voucher, a coffee, a sample.</li>
</ol>`,
      adCopy: `Dear [first name],
Thank you for sending [friend's first name] our way — we're looking after them well. Referrals like yours keep our small business going, and we're grateful.
Warmly, [Your name] at [Business name]`,
    },
  ],
};
