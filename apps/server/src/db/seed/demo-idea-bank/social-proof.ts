import type { CategorySeed } from './types.ts';

export const SOCIAL_PROOF: CategorySeed = {
  slug: 'social-proof',
  name: 'Social proof & reviews',
  description: 'Let happy customers do the selling: reviews, stories and numbers a buyer believes.',
  colors: ['#f5a623', '#b4581b'],
  ideas: [
    {
      slug: 'two-message-review-request',
      title: 'A two-message review request',
      summary: 'Ask every happy customer, at the right moment, with a direct link. Most will if you make it easy.',
      art: 'star',
      body: `<p>Most customers never leave a review because nobody asked, or because finding the page takes effort. A short, timed request with one link doubles the reviews you get.</p>
<h2>How to do it</h2>
<ol>
<li>Get your direct review link from your Google Business Profile ("Ask for reviews").</li>
<li>Send the first message <strong>the day the job is done</strong> or the order arrives, while the result is fresh.</li>
<li>If there is no review after five days, send one friendly reminder. Never more than one.</li>
<li>Ask for specifics: "What did we help you with?" gives reviews that sell better than "great service".</li>
</ol>
<h2>Measure it</h2>
<p>Count requests sent and reviews received each month; aim for one review per five requests.</p>`,
      adCopy: `Hi [first name], thank you for choosing [Business name]!
If you're happy with [the job / your order], would you share a few words about it? It takes a minute and helps a small local business a lot: [review link]
— [Your name]`,
    },
    {
      slug: 'reply-to-every-review',
      title: 'Reply to every review within 48 hours',
      summary: 'Future customers read your replies, especially to the bad reviews. Show them how you treat people.',
      art: 'chat',
      body: `<p>A prompt, personal reply shows care. A calm reply to a poor review can win more trust than five perfect ones.</p>
<h2>How to do it</h2>
<ol>
<li>Turn on review notifications and set a 48-hour rule.</li>
<li>Positive review: thank them by name, mention what they bought, invite them back.</li>
<li>Negative review: thank them, apologise for the experience, say what you changed, and offer to continue by phone or email. No arguing in public.</li>
<li>Never copy the same reply twice.</li>
</ol>
<p><strong>Tip:</strong> keep a document of your best replies as a starting point, and rewrite each one.</p>`,
      adCopy: `Thank you, [first name]! We're so glad [the product / the result] worked out for [purpose]. [Team member] will be pleased to hear it. See you next time!
— [Your name], [Business name]`,
    },
    {
      slug: 'customer-story-ad',
      title: 'Turn a customer story into an ad',
      summary: 'Problem, what you did, the result in their words: a 30-second story outsells any list of features.',
      art: 'heart',
      body: `<p>Stories are remembered; claims are not. One real customer with a problem your buyers share is your most persuasive ad.</p>
<h2>How to do it</h2>
<ol>
<li>Pick a customer whose problem is typical and who is happy to be named.</li>
<li>Ask three questions: what was going wrong before, why did you choose us, what is different now?</li>
<li>Write the story in <strong>before → what we did → after</strong>, with one number in it if you can.</li>
<li>Ask their permission in writing, and for a photo of them or the result.</li>
<li>Use it as a social ad, on your website and in your next email.</li>
</ol>`,
      adCopy: `"[Quote about the problem before]."
[Customer first name] from [town] came to us [situation]. We [what you did].
[Result with a number] — "[short quote about now]."
Have the same problem? [Call to action]: [link or phone]`,
    },
    {
      slug: 'before-and-after-carousel',
      title: 'A before-and-after carousel',
      summary: 'If your work changes how something looks, show it: two photos from the same angle say it all.',
      art: 'star',
      body: `<p>Cleaners, builders, gardeners, hairdressers, designers: a before-and-after pair proves your skill without a word of boasting.</p>
<h2>How to do it</h2>
<ol>
<li>Make "before" photos a habit: the same angle, the same light, before you start every job.</li>
<li>Take the "after" from exactly the same spot.</li>
<li>Build a carousel: the best "after" first (it stops the scroll), then before/after pairs, then a last card with your offer.</li>
<li>Caption each pair with the job and the time it took.</li>
</ol>
<p><strong>Always ask</strong> the customer's permission, and leave out house numbers and faces.</p>`,
      adCopy: `Swipe to see the difference ➡️
[Job] in [town], done in [time].
Want the same result? Free quote this week: [link or phone]`,
    },
    {
      slug: 'put-a-number-on-your-results',
      title: 'Put a number on your results',
      summary: '"Trusted by 1,200 local families" beats "great service". Count what you have done and say it.',
      art: 'tag',
      body: `<p>Specific numbers are believable. Vague praise is not. You already have numbers worth sharing; you just have not counted them.</p>
<h2>How to do it</h2>
<ol>
<li>Count: customers served, jobs done, years in business, average review score, repeat customers, response time.</li>
<li>Choose the one your buyer cares most about (speed for urgent jobs, experience for big purchases).</li>
<li>Put it in your headline, your Google profile description and your ads.</li>
<li>Update it every quarter; round honestly.</li>
</ol>`,
      adCopy: `[1,200] [town] families trust [Business name] with their [service].
[4.9]★ from [310] reviews · [15] years local · [Guarantee].
Book yours: [link]`,
    },
  ],
};
