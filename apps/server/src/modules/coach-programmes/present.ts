import type { CoachGroup, CoachGroupSummary, CoachLesson } from '@portal/contract';
import { paymentFrequencyOf } from '@portal/contract';
import type { GroupRow, LessonRow } from '../../db/schema/index.ts';

// The coach's view of groups and lessons (contract coach-programmes.ts): every field, with counts.

export interface GroupCounts { memberCount: number; lessonCount: number; publishedCount: number }

export function presentGroupSummary(g: GroupRow, c: GroupCounts): CoachGroupSummary {
  return {
    id: g.id, title: g.title, name: g.name, slug: g.slug, status: g.status, active: g.active, template: g.template,
    is_recurring: g.isRecurring, meets_on: g.meetsOn, start_date: g.startDate, end_date: g.endDate, group_img: g.groupImg,
    coach_id: g.coachId, member_count: c.memberCount, lesson_count: c.lessonCount, published_count: c.publishedCount,
  };
}

export function presentGroup(g: GroupRow, c: GroupCounts, currency: string): CoachGroup {
  return {
    ...presentGroupSummary(g, c), description: g.description, intro_video: g.introVideo, price: g.price,
    payment_frequency: paymentFrequencyOf(g.paymentFrequency), currency, created_at: g.createdAt.toISOString(),
  };
}

export interface LessonCounts { openCount: number; memberCount: number }

export function presentLesson(l: LessonRow, c: LessonCounts): CoachLesson {
  return {
    id: l.id, group_id: l.groupId, title: l.title, slug: l.slug, short_desc: l.shortDesc, full_desc: l.fullDesc,
    lesson_img: l.lessonImg, lesson_video: l.lessonVideo, quiz_url: l.quizUrl, published: l.published,
    free_lesson: l.freeLesson, lesson_order: l.lessonOrder, open_count: c.openCount, member_count: c.memberCount,
    updated_at: l.updatedAt.toISOString(),
  };
}

/** A URL-safe slug of a title: lower-case ASCII words joined by dashes, at most 60 characters. */
export function slugOf(text: string, fallback: string): string {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`… — the first that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
