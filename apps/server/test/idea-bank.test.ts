import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Idea, IDEA_MESSAGES, IdeaCardList, IdeaCategoryList } from '@portal/contract';
import { ideaFavourites } from '../src/db/schema/index.ts';
import { buildTenant } from '../src/db/seed/builders.ts';
import { buildIdea, buildIdeaCategory } from '../src/db/seed/demo-idea-bank.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §2 /idea-bank/*: the tenant's marketing & ad ideas, searchable, with per-user favourites
// (docs/api.md "Idea bank"). Another tenant's idea is 404, never shown.
const API = '/api/v1/idea-bank';

describe.each(backends())('idea bank (%s)', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  let foreign = { id: 0, slug: '' };
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const who of ['client', 'peer']) as[who] = (await signIn(t, `${who}@demo.test`)).auth;
    await buildTenant(t.database.db, 902, 'Elsewhere Coaching', 'support@elsewhere.test');
    const category = await buildIdeaCategory(t.database.db, { tenantId: 902, slug: 'elsewhere', name: 'Elsewhere' });
    const idea = await buildIdea(t.database.db, {
      tenantId: 902, categoryId: category.id, slug: 'elsewhere-only-idea', title: 'Elsewhere only',
      body: '<p>Hidden<script>alert(1)</script></p>', adCopy: 'Not yours',
    });
    foreign = { id: idea.id, slug: idea.slug };
  });
  afterAll(async () => { await t?.close(); });

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as[who] });
  const ideasOf = async (who: string, query = '') => {
    const res = await get(who, `${API}/ideas${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return IdeaCardList.parse(res.json().data);
  };
  const favourite = (who: string, payload: unknown) => t.app.inject({ method: 'POST', url: `${API}/favourites`, headers: as[who], payload: payload as object });

  it('lists the categories in order with their idea counts', async () => {
    const res = await get('client', `${API}/categories`);
    expect(res.statusCode).toBe(200);
    const categories = IdeaCategoryList.parse(res.json().data);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.reduce((n, c) => n + c.idea_count, 0)).toBeGreaterThanOrEqual(30);
    expect(categories[0]).toMatchObject({ slug: 'local-search-ads', name: 'Local search & Google ads', idea_count: 5 });
    expect(categories.map((c) => c.slug)).not.toContain('elsewhere');
  });

  it('lists every idea of the tenant with a picture, and only them', async () => {
    const list = await ideasOf('client');
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list.map((i) => i.slug)).not.toContain(foreign.slug);
    for (const idea of list) expect(idea.image).toMatch(/^\/files\/idea-bank\/[0-9a-f]{32}\.webp$/);
    const picture = await t.app.inject({ method: 'GET', url: list[0]!.image! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('filters by category, and answers 404 for a category the tenant does not have', async () => {
    const list = await ideasOf('client', '?category=referral-offers');
    expect(list).toHaveLength(5);
    expect(new Set(list.map((i) => i.category.slug))).toEqual(new Set(['referral-offers']));
    const missing = await get('client', `${API}/ideas?category=elsewhere`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(IDEA_MESSAGES.noCategory);
  });

  it('searches titles, summaries, ad copy and body text; every word must match', async () => {
    expect((await ideasOf('client', '?q=digital%20stamp')).map((i) => i.slug)).toEqual(['digital-stamp-card']);
    // "refer" is a prefix of "referral": found while the user is still typing; title matches come first
    const refer = await ideasOf('client', '?q=REFER');
    expect(refer.length).toBeGreaterThan(3);
    expect(refer[0]!.title.toLowerCase()).toContain('refer');
    // ad copy only ("Reply YES and you're in"), body only ("negative keywords")
    expect((await ideasOf('client', '?q=reply%20yes')).map((i) => i.slug)).toContain('vip-early-access-list');
    expect((await ideasOf('client', '?q=negative%20keywords')).map((i) => i.slug)).toEqual(['ten-mile-radius-search-campaign']);
    // markup is not text: no idea's words include "strong", though most bodies hold <strong>
    expect(await ideasOf('client', '?q=strong')).toEqual([]);
    // LIKE wildcards are literal; quotes, braces, commas and backslashes are just characters
    expect(await ideasOf('client', '?q=%25%25')).toEqual([]);
    expect(await ideasOf('client', `?q=${encodeURIComponent('"{a,b}\\ \'); drop table ideas; --')}`)).toEqual([]);
    expect((await ideasOf('client', `?q=${encodeURIComponent('[Business name]')}`)).length).toBeGreaterThan(10);
    expect(await ideasOf('client', '?q=zzz-nothing')).toEqual([]);
    const both = await ideasOf('client', '?q=gift&category=seasonal-promotions');
    expect(both.map((i) => i.slug)).toEqual(['holiday-gift-cards-with-a-bonus']);
  });

  it('answers one idea by slug with sanitised body, ad copy and images; another tenant\'s is 404', async () => {
    const res = await get('client', `${API}/ideas/digital-stamp-card`);
    expect(res.statusCode).toBe(200);
    const idea = Idea.parse(res.json().data);
    expect(idea).toMatchObject({ slug: 'digital-stamp-card', category: { slug: 'customer-retention' }, favourite: false });
    expect(idea.body).toContain('<h2>How to do it</h2>');
    expect(idea.ad_copy).toContain('stamp card');
    expect(idea.images).toHaveLength(1);
    const other = await get('client', `${API}/ideas/${foreign.slug}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(IDEA_MESSAGES.noIdea);
    expect(other.body).not.toContain('Hidden');
    expect((await get('client', `${API}/ideas/no-such-idea`)).statusCode).toBe(404);
  });

  it('stored the other tenant\'s body sanitised', async () => {
    const { ideas } = await import('../src/db/schema/index.ts');
    const [row] = await t.database.db.select().from(ideas).where(eq(ideas.id, foreign.id));
    expect(row!.body).toBe('<p>Hidden</p>');
  });

  it('keeps favourites per user, idempotently, and lists them on their own', async () => {
    const [idea] = await ideasOf('client', '?q=birthday');
    for (let i = 0; i < 2; i++) {
      const res = await favourite('client', { idea_id: idea!.id, favourite: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, data: { idea_id: idea!.id, favourite: true } });
    }
    expect((await ideasOf('client', '?favourites=true')).map((i) => i.slug)).toEqual(['birthday-treat']);
    expect((await ideasOf('client', '?favourites=1&category=customer-retention')).map((i) => i.slug)).toEqual(['birthday-treat']);
    expect((await ideasOf('client', '?q=birthday'))[0]!.favourite).toBe(true);
    expect(Idea.parse((await get('client', `${API}/ideas/birthday-treat`)).json().data).favourite).toBe(true);
    // peer@ of the same tenant sees the idea, not client@'s favourite
    expect(await ideasOf('peer', '?favourites=true')).toEqual([]);
    expect((await ideasOf('peer', '?q=birthday'))[0]!.favourite).toBe(false);

    for (let i = 0; i < 2; i++) expect((await favourite('client', { idea_id: String(idea!.id), favourite: false })).statusCode).toBe(200);
    expect(await ideasOf('client', '?favourites=true')).toEqual([]);
  });

  it('answers 404 for favouriting another tenant\'s idea or none, storing nothing', async () => {
    for (const id of [foreign.id, 2_000_000_000]) {
      const res = await favourite('client', { idea_id: id, favourite: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(IDEA_MESSAGES.noIdea);
    }
    const stored = await t.database.db.select().from(ideaFavourites).where(and(eq(ideaFavourites.userId, t.demo.client.id), eq(ideaFavourites.ideaId, foreign.id)));
    expect(stored).toEqual([]);
  });

  it('refuses bad input with 422 field messages', async () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const long = await get('client', `${API}/ideas?q=${huge}`);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().error)).toEqual(['q']);
    expect((await get('client', `${API}/ideas?q=a&q=b`)).statusCode).toBe(422);
    expect(Object.keys((await get('client', `${API}/ideas?category=Not%20A%20Slug`)).json().error)).toEqual(['category']);
    expect(Object.keys((await get('client', `${API}/ideas?favourites=yes`)).json().error)).toEqual(['favourites']);
    expect(Object.keys((await get('client', `${API}/ideas/Bad_Slug`)).json().error)).toEqual(['slug']);
    for (const [payload, field] of [
      [{ idea_id: 'abc', favourite: true }, 'idea_id'], [{ idea_id: [1], favourite: true }, 'idea_id'], [{ idea_id: 1.5, favourite: true }, 'idea_id'],
      [{ idea_id: 1, favourite: 'yes' }, 'favourite'], [{ idea_id: 1 }, 'favourite'],
    ] as const) {
      const res = await favourite('client', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json().error)).toContain(field);
    }
  });

  it('answers 401 without a session', async () => {
    for (const url of [`${API}/categories`, `${API}/ideas`, `${API}/ideas/digital-stamp-card`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: `${API}/favourites`, payload: { idea_id: 1, favourite: true } })).statusCode).toBe(401);
  });
});
