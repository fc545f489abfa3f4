import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { CreateIntentReply, PAYMENT_MESSAGES, StudentPaidReply } from '@portal/contract';
import { demoMailbox, groups, paymentEvents, payments, userGroups } from '../src/db/schema/index.ts';
import { dataDirSecret } from '../src/platform/data-dir-secret.ts';
import { TEST_WEBHOOK_SECRET_FILE } from '../src/platform/payments.ts';
import { signTestWebhook, TEST_SIGNATURE_HEADER } from '../src/platform/payments-test.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

/** A group and a membership of `userId` in it (the programmes' own rows, made here for isolation). */
async function buildUserGroup(t: TestApp, userId: number, status: 'unpaid' | 'active', price = '497.00') {
  const slug = `pay-${Math.random().toString(36).slice(2, 10)}`;
  const [g] = await t.database.db.insert(groups).values({ tenantId: t.demo.tenantId, title: 'Leadership Intensive', name: slug, slug, price: '997.00' }).returning();
  const [ug] = await t.database.db.insert(userGroups).values({ tenantId: t.demo.tenantId, userId, groupId: g!.id, price, status }).returning();
  return ug!;
}

describe.each(backends())('card payments with the test provider (%s)', (backend) => {
  let t: TestApp;
  let client: Session; let peer: Session;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    peer = await signIn(t, 'peer@demo.test');
  });
  afterAll(async () => { await t.close(); });

  // The test provider's webhook secret is random per DATA_DIR (issue 8 finding 5).
  const secret = () => dataDirSecret(t.dataDir, TEST_WEBHOOK_SECRET_FILE);
  const post = (s: Session | null, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: s?.auth ?? {}, payload });
  const intent = async (s: Session, userGroupId: number) => CreateIntentReply.parse((await post(s, '/integrations/stripe/create-intent', { user_group_id: userGroupId, amount: 1 })).json().data);
  const confirm = (s: Session, clientSecret: string, card: string, exp = '12/34') =>
    post(s, '/integrations/test-provider/confirm', { client_secret: clientSecret, card_number: card, exp, cvc: '123' });
  const paid = (s: Session, userGroupId: number, clientSecret: string) =>
    post(s, '/api/v1/users/studentpaid/', { user_group_id: userGroupId, client_secret: clientSecret, successful: true });
  const webhook = (raw: string, signature?: string) => t.app.inject({
    method: 'POST', url: '/integrations/test-provider/webhook', payload: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { [TEST_SIGNATURE_HEADER]: signature } : {}) },
  });

  it('creates one intent per unpaid user group, priced on the server', async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const first = await intent(client, ug.id);
    expect(first).toMatchObject({ provider: 'test', amount: 49_700, currency: 'usd', publishable_key: null });
    expect((await intent(client, ug.id)).client_secret).toBe(first.client_secret);
    expect(await t.database.db.select().from(payments).where(eq(payments.userGroupId, ug.id))).toHaveLength(1);
  });

  it("answers 404 for someone else's, a paid or a missing user group", async () => {
    const theirs = await buildUserGroup(t, peer.user.id, 'unpaid');
    const active = await buildUserGroup(t, client.user.id, 'active');
    for (const id of [theirs.id, active.id, 999_999]) expect((await post(client, '/integrations/stripe/create-intent', { user_group_id: id })).statusCode).toBe(404);
    expect((await post(client, '/integrations/stripe/create-intent', {})).statusCode).toBe(422);
    expect((await post(null, '/integrations/stripe/create-intent', { user_group_id: theirs.id })).statusCode).toBe(401);
  });

  it('declines 4000 0000 0000 0002 with 402, refuses other cards, and studentpaid stays unsuccessful', async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const { client_secret } = await intent(client, ug.id);
    const declined = await confirm(client, client_secret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(PAYMENT_MESSAGES.declined);
    const other = await confirm(client, client_secret, '5555 5555 5555 4444');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.useTestCard);
    // The client's `successful: true` is not taken on trust.
    const res = StudentPaidReply.parse((await paid(client, ug.id, client_secret)).json().data);
    expect(res).toMatchObject({ successful: false, status: 'unpaid', paid_at: null });
    expect((await confirm(peer, client_secret, '4242424242424242')).statusCode).toBe(404);
  });

  it('pays with 4242 4242 4242 4242 and records it once however often studentpaid is called', async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const { client_secret, payment_id } = await intent(client, ug.id);
    expect((await confirm(client, client_secret, '4242 4242 4242 4242')).json().data).toEqual({ payment_id, status: 'succeeded' });
    expect((await confirm(client, client_secret, '4242 4242 4242 4242')).statusCode).toBe(200);
    const first = StudentPaidReply.parse((await paid(client, ug.id, client_secret)).json().data);
    expect(first).toMatchObject({ successful: true, user_group_id: ug.id, payment_id, status: 'active' });
    const again = await Promise.all([paid(client, ug.id, client_secret), paid(client, ug.id, client_secret)]);
    for (const r of again) expect(r.json()).toEqual({ status: 200, data: first });
    const [row] = await t.database.db.select().from(userGroups).where(eq(userGroups.id, ug.id));
    expect(row).toMatchObject({ status: 'active', stripeId: payment_id });
    expect(await t.database.db.select().from(payments).where(eq(payments.userGroupId, ug.id))).toHaveLength(1);
    // Issue 21: the receipt goes out on its own, once, however the success arrived and was asked about.
    await t.app.settle();
    await t.deps.mailer.flush();
    const receipts = await t.database.db.select().from(demoMailbox)
      .where(and(eq(demoMailbox.to, client.user.email), like(demoMailbox.text, `%${payment_id}%`)));
    expect(receipts.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your receipt: /)]);
    expect(receipts[0]!.text).toContain(`Payment reference: ${payment_id}`);
    expect((await post(client, '/integrations/stripe/create-intent', { user_group_id: ug.id })).statusCode).toBe(404);
    expect((await paid(peer, ug.id, client_secret)).statusCode).toBe(404);
  });

  it('takes the expiry as people type it ("1234", "12 / 34"), and refuses an expired or garbled one with a field message', async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const { client_secret } = await intent(client, ug.id);
    for (const [exp, message] of [['01/20', 'The card has expired.'], ['3412', 'Use MM/YY, for example 12/28.']] as const) {
      const refused = await confirm(client, client_secret, '4242424242424242', exp);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.exp).toEqual([message]);
    }
    expect((await confirm(client, client_secret, '4000000000000002', '12 / 34')).statusCode).toBe(402);
    expect((await confirm(client, client_secret, '4242424242424242', '1234')).json().data.status).toBe('succeeded');
  });

  it('checks the webhook signature on the raw body and applies a replayed event once', async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const { payment_id, amount } = await intent(client, ug.id);
    const raw = JSON.stringify({ id: `evt_${payment_id}`, type: 'payment_intent.succeeded', data: { object: { id: payment_id, amount, currency: 'usd' } } });
    expect((await webhook(raw)).statusCode).toBe(400);
    expect((await webhook(raw, signTestWebhook('wrong-secret', raw))).statusCode).toBe(400);
    expect((await webhook(raw.replace('"usd"', '"usd" '), signTestWebhook(secret(), raw))).statusCode).toBe(400);
    expect((await webhook(raw, signTestWebhook(secret(), raw, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(400);
    const ok = await webhook(raw, signTestWebhook(secret(), raw));
    expect(ok.json()).toEqual({ status: 200, data: { received: true, outcome: 'applied' } });
    const replay = await webhook(raw, signTestWebhook(secret(), raw));
    expect(replay.json().data.outcome).toBe('duplicate');
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `evt_${payment_id}`))).toHaveLength(1);
    const [row] = await t.database.db.select().from(userGroups).where(eq(userGroups.id, ug.id));
    expect(row?.status).toBe('active');
    expect((await t.app.inject({ method: 'POST', url: '/integrations/stripe/webhook', payload: raw, headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });

  it("shows a payment the webhook applied on the member's group page at once (kept reads are forgotten)", async () => {
    const ug = await buildUserGroup(t, client.user.id, 'unpaid');
    const { payment_id, amount } = await intent(client, ug.id);
    const status = async () => (await t.app.inject({ method: 'POST', url: '/gapi', headers: client.auth, payload: {
      query: 'query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { status } }', variables: { g: String(ug.groupId), ug: String(ug.id) },
    } })).json().data.usergroup.status;
    expect(await status()).toBe('unpaid');
    const raw = JSON.stringify({ id: `evt_${payment_id}`, type: 'payment_intent.succeeded', data: { object: { id: payment_id, amount, currency: 'usd' } } });
    expect((await webhook(raw, signTestWebhook(secret(), raw))).json().data.outcome).toBe('applied');
    expect(await status()).toBe('active');
  });
});
