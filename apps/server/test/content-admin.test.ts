import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../src/db/schema/index.ts';
import { buildTenant, buildUser } from '../src/db/seed/builders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { TINY_PNG } from './attack/rest-cases.ts';

// Issue 12: the tenant's coaches and admins edit the business academy and the idea bank; a client
// with business_academy sees every change at once; a client cannot edit; another tenant gets 404.
describe.each(backends())('content editing (%s)', (backend) => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids = { course: 0, lessons: [] as number[], category: 0, idea: 0, ideaSlug: '' };
  beforeAll(async () => {
    t = await createTestApp(backend);
    await buildTenant(t.database.db, 901, 'Far Coaching Co', 'support@far.test');
    await buildUser(t.database.db, { tenantId: 901, email: 'coach@far.test', password: DEMO_PASSWORD, roleId: ROLE.coach });
    for (const who of ['coach', 'client', 'admin']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
    auth.otherTenant = (await signIn(t, 'coach@far.test', DEMO_PASSWORD, { 'x-tenant-id': '901' })).auth;
  });
  afterAll(async () => { await t.close(); });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: auth[who], ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json() };
  };
  const upload = (who: string, url: string, data: Buffer, name = 'cover.png') => {
    const form = multipartBody({}, [{ field: 'file', name, type: 'image/png', data }]);
    return t.app.inject({ method: 'POST', url, headers: { ...auth[who], ...form.headers }, payload: form.payload });
  };
  const contentFiles = () => {
    const dir = path.join(t.dataDir, 'files', 'content');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const C = (id = ids.course) => `/api/v1/coach/academy/courses/${id}`;

  it('creates a course, unpublished at first, and lists it with its lesson count', async () => {
    const made = await call('coach', 'POST', '/api/v1/coach/academy/courses', { title: 'Pricing for profit', summary: 'Charge what you are worth.', published: false });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Pricing for profit', published: false, total_lessons: 0, lessons: [] });
    ids.course = made.body.data.id;
    const list = await call('admin', 'GET', '/api/v1/coach/academy/courses');
    expect(list.body.data.find((c: { id: number }) => c.id === ids.course)).toMatchObject({ total_lessons: 0, published: false });
    const client = await call('client', 'GET', '/api/v1/academy/courses');
    expect(client.body.data.map((c: { id: number }) => c.id)).not.toContain(ids.course);
  });

  it('adds lessons with rich text cleaned of script, and the client sees the published course at once', async () => {
    for (const title of ['Know your costs', 'Raise your prices', 'Bundle your offers']) {
      const res = await call('coach', 'POST', `${C()}/lessons`, {
        title, body: '<h2>Steps</h2><p onclick="x()">Do it <a href="javascript:alert(1)">now</a></p><script>steal()</script>', video: 'https://video.test/a.mp4',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.body).not.toMatch(/script|onclick|javascript/);
      expect(res.body.data.body).toContain('<h2>Steps</h2>');
      ids.lessons.push(res.body.data.id);
    }
    expect((await call('coach', 'POST', C(), { published: true })).body.data).toMatchObject({ published: true, total_lessons: 3 });
    const seen = await call('client', 'GET', `/api/v1/academy/courses/${ids.course}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.lessons.map((l: { title: string }) => l.title)).toEqual(['Know your costs', 'Raise your prices', 'Bundle your offers']);
    expect(seen.body.data.lessons[0].body).not.toContain('script');
  });

  it('edits a lesson and the client reads the edit at once', async () => {
    const edited = await call('coach', 'POST', `${C()}/lessons/${ids.lessons[0]}`, { title: 'Know every cost', duration: 12 });
    expect(edited.body.data).toMatchObject({ title: 'Know every cost', duration: 12, video: 'https://video.test/a.mp4' });
    const seen = await call('client', 'GET', `/api/v1/academy/courses/${ids.course}`);
    expect(seen.body.data.lessons[0]).toMatchObject({ title: 'Know every cost', duration: 12 });
  });

  it('reorders lessons only when the body names exactly the course’s lessons', async () => {
    const [a, b, c] = ids.lessons as [number, number, number];
    const short = await call('coach', 'POST', `${C()}/lessons/order`, { lesson_ids: [c, b] });
    expect(short.status).toBe(422);
    expect(short.body.error.lesson_ids).toBeTruthy();
    const twice = await call('coach', 'POST', `${C()}/lessons/order`, { lesson_ids: [c, c, a] });
    expect(twice.status).toBe(422);
    const done = await call('coach', 'POST', `${C()}/lessons/order`, { lesson_ids: [c, a, b] });
    expect(done.status).toBe(200);
    expect(done.body.data.lessons.map((l: { id: number }) => l.id)).toEqual([c, a, b]);
    const seen = await call('client', 'GET', `/api/v1/academy/courses/${ids.course}`);
    expect(seen.body.data.lessons.map((l: { id: number }) => l.id)).toEqual([c, a, b]);
  });

  it('stores a course picture as WebP, and refuses a file with a lying extension without storing anything', async () => {
    const res = await upload('coach', `${C()}/image`, TINY_PNG);
    expect(res.statusCode).toBe(200);
    const img = res.json().data.image as string;
    expect(img).toMatch(/^\/files\/content\/226\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: img })).rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const before = contentFiles();
    const lying = await upload('coach', `${C()}/image`, Buffer.from('<svg onload=alert(1)></svg>'), 'cover.png');
    expect(lying.statusCode).toBe(415);
    expect(contentFiles()).toBe(before);
    expect((await call('coach', 'GET', C())).body.data.image).toBe(img);
  });

  it('answers bad input with 422 and field messages', async () => {
    const res = await call('coach', 'POST', '/api/v1/coach/academy/courses', { title: '', video: 'javascript:alert(1)', duration: -3 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error)).toEqual(expect.arrayContaining(['title', 'video', 'duration']));
    const idea = await call('coach', 'POST', '/api/v1/coach/idea-bank/ideas', { title: 'x'.repeat(500), category_id: 'abc' });
    expect(idea.status).toBe(422);
    expect(Object.keys(idea.body.error)).toEqual(expect.arrayContaining(['title', 'category_id']));
  });

  it('creates a category and an idea under slugs unique per tenant, and the client finds it at once', async () => {
    const cat = await call('coach', 'POST', '/api/v1/coach/idea-bank/categories', { name: 'Local Radio', description: 'On air.' });
    expect(cat.status).toBe(201);
    expect(cat.body.data).toMatchObject({ slug: 'local-radio', idea_count: 0 });
    ids.category = cat.body.data.id;
    const again = await call('admin', 'POST', '/api/v1/coach/idea-bank/categories', { name: 'Local radio!' });
    expect(again.body.data.slug).toBe('local-radio-2');
    const idea = await call('coach', 'POST', '/api/v1/coach/idea-bank/ideas', {
      title: 'Sponsor the traffic report', category_id: ids.category, summary: 'Thirty seconds of drive time.',
      body: '<p>Call the station.</p><script>steal()</script>', ad_copy: 'Stuck in traffic? We deliver.',
    });
    expect(idea.status).toBe(201);
    expect(idea.body.data).toMatchObject({ slug: 'sponsor-the-traffic-report', body: '<p>Call the station.</p>' });
    ids.idea = idea.body.data.id;
    ids.ideaSlug = idea.body.data.slug;
    const found = await call('client', 'GET', '/api/v1/idea-bank/ideas?q=traffic%20report');
    expect(found.body.data.map((i: { slug: string }) => i.slug)).toContain(ids.ideaSlug);
    const inCategory = await call('client', 'GET', '/api/v1/idea-bank/ideas?category=local-radio');
    expect(inCategory.body.data).toHaveLength(1);
    const cats = await call('client', 'GET', '/api/v1/idea-bank/categories');
    expect(cats.body.data.find((c: { slug: string }) => c.slug === 'local-radio')).toMatchObject({ idea_count: 1 });
  });

  it('edits the idea and its picture, and the client’s detail page shows it at once', async () => {
    const edited = await call('coach', 'POST', `/api/v1/coach/idea-bank/ideas/${ids.idea}`, { title: 'Sponsor the morning traffic report' });
    expect(edited.body.data).toMatchObject({ title: 'Sponsor the morning traffic report', slug: ids.ideaSlug, ad_copy: 'Stuck in traffic? We deliver.' });
    const pic = await upload('coach', `/api/v1/coach/idea-bank/ideas/${ids.idea}/image`, TINY_PNG);
    expect(pic.statusCode).toBe(200);
    const detail = await call('client', 'GET', `/api/v1/idea-bank/ideas/${ids.ideaSlug}`);
    expect(detail.body.data).toMatchObject({ title: 'Sponsor the morning traffic report', image: pic.json().data.images[0] });
    const bank = await call('coach', 'GET', '/api/v1/coach/idea-bank');
    const cat = bank.body.data.categories.find((c: { id: number }) => c.id === ids.category);
    expect(cat.ideas.map((i: { id: number }) => i.id)).toEqual([ids.idea]);
  });

  it('deletes a category only when it is empty', async () => {
    const refused = await call('coach', 'POST', `/api/v1/coach/idea-bank/categories/${ids.category}/delete`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.category).toBeTruthy();
    const favourite = await call('client', 'POST', '/api/v1/idea-bank/favourites', { idea_id: ids.idea, favourite: true });
    expect(favourite.status).toBe(200);
    expect((await call('coach', 'POST', `/api/v1/coach/idea-bank/ideas/${ids.idea}/delete`)).status).toBe(200);
    expect((await call('client', 'GET', `/api/v1/idea-bank/ideas/${ids.ideaSlug}`)).status).toBe(404);
    expect((await call('client', 'GET', '/api/v1/idea-bank/ideas?favourites=true')).body.data.map((i: { id: number }) => i.id)).not.toContain(ids.idea);
    expect((await call('coach', 'POST', `/api/v1/coach/idea-bank/categories/${ids.category}/delete`)).status).toBe(200);
    expect((await call('client', 'GET', '/api/v1/idea-bank/ideas?category=local-radio')).status).toBe(404);
  });

  it('refuses a client on every content route (403) and another tenant’s coach (404)', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/coach/academy/courses'],
      ['POST', '/api/v1/coach/academy/courses', { title: 'Nope' }],
      ['GET', C()],
      ['POST', C(), { title: 'Nope' }],
      ['POST', `${C()}/lessons`, { title: 'Nope' }],
      ['POST', `${C()}/lessons/order`, { lesson_ids: ids.lessons }],
      ['GET', `${C()}/lessons/${ids.lessons[0]}`],
      ['POST', `${C()}/lessons/${ids.lessons[0]}`, { title: 'Nope' }],
      ['POST', `${C()}/lessons/${ids.lessons[0]}/delete`],
      ['POST', `${C()}/delete`],
      ['GET', '/api/v1/coach/idea-bank'],
      ['POST', '/api/v1/coach/idea-bank/categories', { name: 'Nope' }],
    ];
    for (const [method, url, payload] of routes) expect([url, (await call('client', method, url, payload)).status]).toEqual([url, 403]);
    for (const [method, url, payload] of routes.filter(([, url]) => url.startsWith(C()))) {
      expect([url, (await call('otherTenant', method, url, payload)).status]).toEqual([url, 404]);
    }
    const theirs = await call('otherTenant', 'GET', '/api/v1/coach/academy/courses');
    expect(theirs.body.data.map((c: { id: number }) => c.id)).not.toContain(ids.course);
    const seeded = (await call('coach', 'GET', '/api/v1/coach/idea-bank')).body.data.categories[0];
    expect((await call('otherTenant', 'POST', `/api/v1/coach/idea-bank/categories/${seeded.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call('otherTenant', 'POST', '/api/v1/coach/idea-bank/ideas', { title: 'Mine', category_id: seeded.id })).status).toBe(404);
    expect((await call('otherTenant', 'GET', `/api/v1/coach/idea-bank/ideas/${seeded.ideas[0].id}`)).status).toBe(404);
    expect((await call('otherTenant', 'POST', `/api/v1/coach/idea-bank/ideas/${seeded.ideas[0].id}/delete`)).status).toBe(404);
  });

  it('deletes a lesson and then the course; the client no longer sees it', async () => {
    const gone = await call('admin', 'POST', `${C()}/lessons/${ids.lessons[1]}/delete`);
    expect(gone.status).toBe(200);
    expect(gone.body.data.total_lessons).toBe(2);
    expect((await call('coach', 'POST', `${C()}/delete`)).status).toBe(200);
    expect((await call('client', 'GET', `/api/v1/academy/courses/${ids.course}`)).status).toBe(404);
    expect((await call('coach', 'GET', C())).status).toBe(404);
  });
});
