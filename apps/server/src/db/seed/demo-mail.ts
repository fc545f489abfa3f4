import type { Db } from '../client.ts';
import { emails } from '../schema/index.ts';
import type { DemoPeople } from './demo-content.ts';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/** A short coaching conversation for client@: two unread messages, so the menu shows a badge. */
export async function seedDemoMail(db: Db, { tenantId, coach, client, peer }: DemoPeople) {
  const [welcome] = await db.insert(emails).values({
    tenantId, fromUserId: coach.id, toUserId: client.id, subject: 'Welcome to the Profit Accelerator group',
    body: '<p>Hi Alex,</p><p>Welcome aboard! Before our first call, please complete the pre-meeting worksheet in lesson 1.</p><p>Grace</p>',
    readAt: daysAgo(13), createdAt: daysAgo(14), updatedAt: daysAgo(13),
  }).returning();
  await db.insert(emails).values([
    { tenantId, parentId: welcome!.id, fromUserId: client.id, toUserId: coach.id, subject: 'Re: Welcome to the Profit Accelerator group',
      body: '<p>Thanks Grace, worksheet done. Looking forward to Thursday.</p>', readAt: daysAgo(12), createdAt: daysAgo(13), updatedAt: daysAgo(12) },
    { tenantId, fromUserId: coach.id, toUserId: client.id, subject: 'Your pricing numbers',
      body: '<p>Great session today. Please send me last quarter\'s margin by product line before next week.</p>',
      createdAt: daysAgo(2), updatedAt: daysAgo(2) },
    { tenantId, fromUserId: coach.id, toUserId: client.id, subject: 'Recording of this week\'s group call',
      body: '<p>The recording is now in your lesson page. The worksheet is attached to lesson 3.</p>',
      createdAt: daysAgo(1), updatedAt: daysAgo(1) },
    { tenantId, fromUserId: coach.id, toUserId: peer.id, subject: 'Welcome, Jordan',
      body: '<p>Glad to have you in the group.</p>', createdAt: daysAgo(5), updatedAt: daysAgo(5) },
  ]);
}
