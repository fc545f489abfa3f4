import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../envelope.ts';
import { idFrom, MAX_ID, zId } from './common.ts';
import { LoginOtpBody, PasswordCreateBody, StudentLoginBody } from './auth.ts';
import { CoachProfileBody } from './coach.ts';
import { ProfilePhotoFields, ProfileUpdateBody, ProfileUpdateTwoBody } from './profile.ts';
import { ScheduleBody } from './schedule.ts';
import { ErrorLogBody, TicketBody } from './support.ts';

/** The 422 body a server would send for this input, or null when it parses. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? null : fieldErrors(r.error);
}

describe('auth bodies', () => {
  it('normalises the email and requires a password', () => {
    expect(LoginOtpBody.parse({ email: 'Client@Demo.TEST', password: 'x' }).email).toBe('client@demo.test');
    expect(errorsOf(LoginOtpBody, { email: 'nope' })).toEqual({
      email: ['Enter a valid email address.'], password: ['The password is required.'],
    });
  });

  it('wants a 6-digit code at the second step', () => {
    const base = { email: 'a@b.test', password: 'x', user_id: '12' };
    expect(StudentLoginBody.parse({ ...base, otp: ' 123456 ' })).toMatchObject({ otp: '123456', user_id: 12 });
    expect(errorsOf(StudentLoginBody, { ...base, otp: '12345a' })).toEqual({ otp: ['The code has 6 digits.'] });
  });

  it('checks the new password length and its confirmation', () => {
    const token = 'x'.repeat(43);
    expect(errorsOf(PasswordCreateBody, { token, email: 'a@b.test', password: 'short', password_confirmation: 'short' }))
      .toEqual({ password: ['The password must be at least 8 characters.'] });
    expect(errorsOf(PasswordCreateBody, { token, email: 'a@b.test', password: 'Long-enough-1', password_confirmation: 'Long-enough-2' }))
      .toEqual({ password_confirmation: ['The password confirmation does not match.'] });
  });
});

describe('profile bodies', () => {
  it('accepts a full form, trims text and turns empty optional fields into null', () => {
    const parsed = ProfileUpdateBody.parse({
      first_name: ' Alex ', last_name: 'Morgan', title: '', location: '  Boulder ', time_zone: 'America/Denver',
      phone_number: '+1 (720) 555-0199', birthday: '1985-04-12', unknown_field: 'dropped',
    });
    expect(parsed).toEqual({
      first_name: 'Alex', last_name: 'Morgan', title: null, location: 'Boulder', time_zone: 'America/Denver',
      phone_number: '+1 (720) 555-0199', birthday: '1985-04-12',
    });
  });

  it('names every bad field', () => {
    expect(errorsOf(ProfileUpdateBody, {
      first_name: '', last_name: 'x'.repeat(101), time_zone: 'Nowhere/Town', phone_number: 'ext. 12', birthday: '04/12/1985',
    })).toEqual({
      first_name: ['First name is required.'], last_name: ['Must be at most 100 characters.'],
      time_zone: ['Choose a valid time zone.'], phone_number: ['Use digits, spaces and + ( ) - only.'],
      birthday: ['Use the format YYYY-MM-DD.'],
    });
  });

  it('wants full web addresses for the online presence', () => {
    expect(ProfileUpdateTwoBody.parse({ company: 'Northwind', website: 'https://northwind.test', facebook: '' }))
      .toStrictEqual({ company: 'Northwind', website: 'https://northwind.test', facebook: null });
    expect(errorsOf(ProfileUpdateTwoBody, { website: 'northwind.test' })).toEqual({ website: ['Enter a full web address (https://…).'] });
  });

  it('refuses links that are not http(s)', () => {
    expect(errorsOf(ProfileUpdateTwoBody, { twitter: 'javascript:alert(1)', facebook: 'data:text/html,x', linkedin: 'http://in.test' }))
      .toEqual({ twitter: ['Enter a full web address (https://…).'], facebook: ['Enter a full web address (https://…).'] });
  });

  it('keeps what a partial update leaves out and clears what it empties', () => {
    expect(ProfileUpdateBody.parse({ first_name: 'Alex', last_name: 'Morgan', title: '', time_zone: '' })).toStrictEqual({
      first_name: 'Alex', last_name: 'Morgan', title: null, time_zone: null,
    });
  });

  it('takes the photo form fields', () => {
    expect(ProfilePhotoFields.parse({ id: 'Nw==', _method: 'POST' })).toEqual({ id: 'Nw==', _method: 'POST' });
    expect(errorsOf(ProfilePhotoFields, {})).toEqual({ id: ['The id is required.'] });
    expect(errorsOf(ProfilePhotoFields, { id: 'Nw==', _method: 'DELETE' })).toHaveProperty('_method');
  });
});

describe('schedule, coach and support bodies', () => {
  it('coerce an optional positive user_id', () => {
    expect(ScheduleBody.parse({})).toEqual({});
    expect(ScheduleBody.parse({ user_id: '7' })).toEqual({ user_id: 7 });
    expect(errorsOf(ScheduleBody, { user_id: -1 })).toHaveProperty('user_id');
    expect(errorsOf(CoachProfileBody, { user_id: 'abc' })).toHaveProperty('user_id');
  });

  it('default a ticket\'s category and priority and require subject and message', () => {
    expect(TicketBody.parse({ subject: ' Help ', message: 'Please' })).toEqual({
      subject: 'Help', message: 'Please', category: 'other', priority: 'normal',
    });
    expect(errorsOf(TicketBody, { subject: ' ', category: 'urgent', priority: 'asap' })).toEqual({
      subject: ['Subject is required.'], message: ['Message is required.'],
      category: [expect.any(String)], priority: [expect.any(String)],
    });
  });

  it('take an error report with or without a user id', () => {
    const report = { url: 'http://x.test/a', host: 'x.test', pathname: '/a', message: 'Boom', subject: 'Error from Alex' };
    expect(ErrorLogBody.parse(report)).toEqual(report);
    expect(ErrorLogBody.parse({ ...report, user_id: null }).user_id).toBeNull();
    expect(Object.keys(errorsOf(ErrorLogBody, { url: 'x' }) ?? {}).sort()).toEqual(['host', 'message', 'pathname', 'subject']);
  });
});

describe('ids', () => {
  it('are positive whole numbers that fit the database integer ids', () => {
    expect(zId.parse('42')).toBe(42);
    expect(zId.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, 'abc', MAX_ID + 1, 99_999_999_999, [5], true, '', ' 5', '5.0', null]) expect(zId.safeParse(bad).success).toBe(false);
  });

  it('read from paths and GraphQL the same way as from bodies: the same range', () => {
    expect(idFrom(String(MAX_ID))).toBe(MAX_ID);
    expect(idFrom(7)).toBe(7);
    for (const bad of ['0', '-1', '1.5', '1e3', ' 7', String(MAX_ID + 1), '99999999999', 0, null, undefined]) expect(idFrom(bad)).toBeNull();
  });
});
