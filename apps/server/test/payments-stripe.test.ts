import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { groups, paymentEvents, payments, userGroups } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// With STRIPE_SECRET_KEY the Stripe provider is used: no network is needed to check that webhooks
// are verified with stripe.webhooks.constructEvent on the raw body and applied once.
const WHSEC = 'whsec_test_portal_signing_secret';

describe.each(backends())('Stripe webhooks (%s)', (backend) => {
  let t: TestApp;
  const stripe = new Stripe('sk_test_offline');
  beforeAll(async () => {
    t = await createTestApp(backend, { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' });
  });
  afterAll(async () => { await t.close(); });

  const send = (raw: string, signature?: string) => t.app.inject({
    method: 'POST', url: '/integrations/stripe/webhook', payload: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

  it('verifies the signature over the raw body, applies the event once, and marks the user group paid', async () => {
    const db = t.database.db;
    const [g] = await db.insert(groups).values({ tenantId: t.demo.tenantId, title: 'Stripe group', name: 'stripe-g', slug: 'stripe-g', price: '120.00' }).returning();
    const [ug] = await db.insert(userGroups).values({ tenantId: t.demo.tenantId, userId: t.demo.client.id, groupId: g!.id, status: 'unpaid' }).returning();
    await db.insert(payments).values({ tenantId: t.demo.tenantId, userId: t.demo.client.id, userGroupId: ug!.id, provider: 'stripe',
      providerPaymentId: 'pi_offline123', idempotencyKey: 'stripe-test-1', amount: 12_000, currency: 'usd' });
    const raw = JSON.stringify({ id: 'evt_offline1', object: 'event', type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_offline123', object: 'payment_intent', amount: 12_000, amount_received: 12_000, currency: 'usd', status: 'succeeded' } } });

    expect((await send(raw)).statusCode).toBe(400);
    expect((await send(raw, stripe.webhooks.generateTestHeaderString({ payload: raw, secret: 'whsec_other' }))).statusCode).toBe(400);
    const tampered = raw.replace('12000,"amount_received"', '1,"amount_received"');
    expect((await send(tampered, stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WHSEC }))).statusCode).toBe(400);

    const header = stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WHSEC });
    expect((await send(raw, header)).json().data.outcome).toBe('applied');
    expect((await send(raw, header)).json().data.outcome).toBe('duplicate');
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_offline1'))).toHaveLength(1);
    const [row] = await db.select().from(userGroups).where(eq(userGroups.id, ug!.id));
    expect(row).toMatchObject({ status: 'active', stripeId: 'pi_offline123' });
    expect(row?.paidAt).toBeInstanceOf(Date);
  });

  it('switches the test provider off', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/integrations/test-provider/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(404);
  });
});
