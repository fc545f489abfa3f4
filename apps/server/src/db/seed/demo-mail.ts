import type { Db } from '../client.ts';
import { emails, mailAttachments } from '../schema/index.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

const MARGINS_CSV = [
  'product_line,revenue,direct_costs,gross_margin_pct',
  'Bookkeeping retainer,48200,19800,58.9',
  'Year-end accounts,31500,14100,55.2',
  'Payroll add-on,12900,8400,34.9',
  'Advisory sessions,9600,2100,78.1',
].join('\n');

/**
 * The demo mailboxes of client@ and coach@ (issue 10): a few threads between Alex and their coach
 * Grace, one with a spreadsheet attached, and one unread message in each mailbox so both menus
 * show a badge.
 */
export async function seedDemoMail(db: Db, storage: Storage, { tenantId, coach, client, peer }: DemoPeople) {
  const mail = async (values: Omit<typeof emails.$inferInsert, 'tenantId'>) =>
    (await db.insert(emails).values({ tenantId, updatedAt: values.readAt ?? values.createdAt, ...values }).returning())[0]!;

  const welcome = await mail({
    fromUserId: coach.id, toUserId: client.id, subject: 'Welcome to the Profit Accelerator group',
    body: '<p>Hi Alex,</p><p>Welcome aboard! Before our first call, please complete the pre-meeting worksheet in lesson 1.</p><p>Grace</p>',
    readAt: daysAgo(13), createdAt: daysAgo(14),
  });
  await mail({
    parentId: welcome.id, fromUserId: client.id, toUserId: coach.id, subject: 'Re: Welcome to the Profit Accelerator group',
    body: '<p>Thanks Grace, worksheet done. Looking forward to Thursday.</p>', readAt: daysAgo(12), createdAt: daysAgo(13),
  });

  const pricing = await mail({
    fromUserId: coach.id, toUserId: client.id, subject: 'Your pricing numbers',
    body: '<p>Great session today. Please send me last quarter\'s margin by <strong>product line</strong> before next week, so we can decide which services to reprice first.</p>',
    readAt: daysAgo(5), createdAt: daysAgo(6),
  });
  const key = newStorageKey('mail', 'csv');
  await storage.put(key, Buffer.from(MARGINS_CSV));
  const margins = await mail({
    parentId: pricing.id, fromUserId: client.id, toUserId: coach.id, subject: 'Re: Your pricing numbers',
    body: '<p>Here are the Q3 margins by product line. Payroll looks thin to me.</p>', attachments: ['Q3 margins by product line.csv'],
    readAt: daysAgo(4), createdAt: daysAgo(5),
  });
  await db.insert(mailAttachments).values({
    tenantId, uploaderId: client.id, emailId: margins.id, storageKey: key, fileName: 'Q3 margins by product line.csv',
    contentType: 'text/csv; charset=utf-8', sizeBytes: Buffer.byteLength(MARGINS_CSV), createdAt: daysAgo(5),
  });
  await mail({
    parentId: margins.id, fromUserId: coach.id, toUserId: client.id, subject: 'Re: Your pricing numbers',
    body: '<p>Agreed: payroll at 35% is below your other lines. Let\'s test a 15% price rise on new payroll clients and review in a month.</p>',
    readAt: daysAgo(3), createdAt: daysAgo(4),
  });

  await mail({
    fromUserId: client.id, toUserId: coach.id, subject: 'Hiring a part-time sales rep?',
    body: '<p>Hi Grace, I\'m thinking about a part-time sales rep for the spring. Can we talk about how to pay them (base plus commission?) on Thursday?</p>',
    createdAt: daysAgo(2),
  });
  await mail({
    fromUserId: coach.id, toUserId: client.id, subject: 'Recording of this week\'s group call',
    body: '<p>The recording is now on your lesson page. The worksheet is attached to lesson 3.</p>',
    createdAt: daysAgo(1),
  });
  await mail({ fromUserId: coach.id, toUserId: peer.id, subject: 'Welcome, Jordan', body: '<p>Glad to have you in the group.</p>', createdAt: daysAgo(5) });
}
