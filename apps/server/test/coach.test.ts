import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CoachProfile } from '@portal/contract';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const URL_ = '/api/v1/clientportal/coach/profile/';

describe.each(backends())('coach profile (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const coachProfile = (auth: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: URL_, headers: auth, payload });

  it('gives client@ their coach, with a picture that is served', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await coachProfile(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(200);
    const coach = CoachProfile.parse(res.json().data);
    expect(coach).toMatchObject({
      id: t.demo.coach.id, first_name: 'Grace', last_name: 'Hopper', email: 'coach@demo.test',
      title: 'Certified Business Coach', booking_url: 'https://summit-coaching.test/book', time_zone: 'America/Denver',
    });
    expect(coach.bio).toMatch(/owner-led businesses/);
    expect(coach.profile_pic).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const pic = await t.app.inject({ method: 'GET', url: coach.profile_pic! });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    expect(pic.rawPayload.length).toBeGreaterThan(1000);
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
  });

  it('gives a coach their own profile and the same coach to every client', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    expect((await coachProfile(coach.auth)).json().data.id).toBe(t.demo.coach.id);
    const flash = await signIn(t, 'flash@demo.test');
    expect((await coachProfile(flash.auth)).json().data.email).toBe('coach@demo.test');
    expect((await coachProfile(coach.auth, { user_id: t.demo.peer.id })).json().data.id).toBe(t.demo.coach.id);
  });

  it('answers 404 when no coach is assigned', async () => {
    const { auth } = await signIn(t, 'admin@demo.test');
    const res = await coachProfile(auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'You have no coach assigned yet.' });
  });

  it('refuses another client\'s id with 403 and needs a token', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    expect((await coachProfile(auth, { user_id: t.demo.client.id })).statusCode).toBe(403);
    expect((await coachProfile({})).statusCode).toBe(401);
  });
});
