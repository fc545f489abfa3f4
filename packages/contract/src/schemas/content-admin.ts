import { z } from 'zod';
import { keepOrClear, zId, zOptionalText, zRequiredText, zUrl } from './common.ts';
import { zText } from './text.ts';
import { lessonOrderBody } from './coach-programmes.ts';

// Issue 12: the tenant's shared content edited by its coaches and admins — the business academy's
// courses and lessons, the idea bank's categories and ideas. REST under /api/v1/coach/academy and
// /api/v1/coach/idea-bank (docs/api.md "Coach: content"). Clients read the same rows through
// /api/v1/academy/* and /api/v1/idea-bank/*.

export const CONTENT_TITLE_MAX = 150;
export const CONTENT_SUMMARY_MAX = 1_000;
export const CONTENT_BODY_MAX = 100_000;
export const AD_COPY_MAX = 5_000;
/** The lessons of one course (a reorder names them all). */
export const COURSE_LESSONS_MAX = 200;
/** Minutes; a course or lesson of more than a week is a typing slip. */
export const DURATION_MAX = 10_080;

const zBool = z.boolean({ error: 'Must be true or false.' });
const zRich = (max: number) => zText().max(max, `Must be at most ${max.toLocaleString('en-US')} characters.`).nullish().transform(keepOrClear);
const zDuration = z.union([
  z.number({ error: 'Enter the length in minutes.' }).int('Enter whole minutes.').min(0, 'Must be 0 or more.').max(DURATION_MAX, `Must be at most ${DURATION_MAX} minutes.`),
  z.null(),
]).optional();
const zPosition = z.number({ error: 'Enter a number.' }).int('Enter a whole number.').min(0, 'Must be 0 or more.').max(100_000, 'Must be at most 100000.').optional();

const courseFields = {
  title: zRequiredText(CONTENT_TITLE_MAX, 'Title'),
  summary: zOptionalText(CONTENT_SUMMARY_MAX),
  video: zUrl,
  duration: zDuration,
  published: zBool.optional(),
};
/** POST /api/v1/coach/academy/courses: a new course, last in the catalogue, published unless said. */
export const AcademyCourseBody = z.object(courseFields);
export type AcademyCourseBody = z.input<typeof AcademyCourseBody>;
/** POST /api/v1/coach/academy/courses/{id}: fields left out keep their value; empty or null clear them. */
export const AcademyCourseUpdateBody = z.object({ ...courseFields, title: courseFields.title.optional() });
export type AcademyCourseUpdateBody = z.input<typeof AcademyCourseUpdateBody>;

const academyLessonFields = {
  title: zRequiredText(CONTENT_TITLE_MAX, 'Title'),
  summary: zOptionalText(CONTENT_SUMMARY_MAX),
  /** Rich text, sanitised by the server when stored. */
  body: zRich(CONTENT_BODY_MAX),
  video: zUrl,
  duration: zDuration,
};
/** POST …/courses/{id}/lessons: a new lesson, last in the course. */
export const AcademyLessonBody = z.object(academyLessonFields);
export type AcademyLessonBody = z.input<typeof AcademyLessonBody>;
/** POST …/courses/{id}/lessons/{lessonId}: fields left out keep their value. */
export const AcademyLessonUpdateBody = z.object({ ...academyLessonFields, title: academyLessonFields.title.optional() });
export type AcademyLessonUpdateBody = z.input<typeof AcademyLessonUpdateBody>;

/** POST …/courses/{id}/lessons/order: every lesson of the course, each once, in the new order. */
export const AcademyLessonOrderBody = lessonOrderBody(COURSE_LESSONS_MAX, 'course');
export type AcademyLessonOrderBody = z.input<typeof AcademyLessonOrderBody>;

/** A course as its editor sees it (unpublished ones too). */
export const CoachAcademyCourse = z.object({
  id: z.number().int(), title: z.string(), summary: z.string().nullable(), image: z.string().nullable(),
  video: z.string().nullable(), order: z.number().int(), duration: z.number().int().nullable(),
  published: z.boolean(), total_lessons: z.number().int(),
});
export type CoachAcademyCourse = z.infer<typeof CoachAcademyCourse>;
export const CoachAcademyLesson = z.object({
  id: z.number().int(), course_id: z.number().int(), title: z.string(), summary: z.string().nullable(),
  body: z.string().nullable(), video: z.string().nullable(), order: z.number().int(), duration: z.number().int().nullable(),
});
export type CoachAcademyLesson = z.infer<typeof CoachAcademyLesson>;
export const CoachAcademyCourseDetail = CoachAcademyCourse.extend({ lessons: z.array(CoachAcademyLesson) });
export type CoachAcademyCourseDetail = z.infer<typeof CoachAcademyCourseDetail>;

const categoryFields = {
  name: zRequiredText(CONTENT_TITLE_MAX, 'Name'),
  description: zOptionalText(CONTENT_SUMMARY_MAX),
  position: zPosition,
};
/** POST /api/v1/coach/idea-bank/categories: a new category; the server makes its slug. */
export const IdeaCategoryBody = z.object(categoryFields);
export type IdeaCategoryBody = z.input<typeof IdeaCategoryBody>;
/** POST /api/v1/coach/idea-bank/categories/{id}: fields left out keep their value (the slug stays). */
export const IdeaCategoryUpdateBody = z.object({ ...categoryFields, name: categoryFields.name.optional() });
export type IdeaCategoryUpdateBody = z.input<typeof IdeaCategoryUpdateBody>;

const ideaFields = {
  title: zRequiredText(CONTENT_TITLE_MAX, 'Title'),
  category_id: zId,
  summary: zOptionalText(CONTENT_SUMMARY_MAX),
  /** Rich text (the idea and how to carry it out), sanitised by the server when stored. */
  body: zRich(CONTENT_BODY_MAX),
  ad_copy: zOptionalText(AD_COPY_MAX),
  position: zPosition,
};
/** POST /api/v1/coach/idea-bank/ideas: a new idea; the server makes its slug. */
export const IdeaBody = z.object(ideaFields);
export type IdeaBody = z.input<typeof IdeaBody>;
/** POST /api/v1/coach/idea-bank/ideas/{id}: fields left out keep their value (the slug stays). */
export const IdeaUpdateBody = z.object({ ...ideaFields, title: ideaFields.title.optional(), category_id: zId.optional() });
export type IdeaUpdateBody = z.input<typeof IdeaUpdateBody>;

export const CoachIdeaCategory = z.object({
  id: z.number().int(), slug: z.string(), name: z.string(), description: z.string(), position: z.number().int(),
  idea_count: z.number().int(),
});
export type CoachIdeaCategory = z.infer<typeof CoachIdeaCategory>;
export const CoachIdea = z.object({
  id: z.number().int(), slug: z.string(), title: z.string(), category_id: z.number().int(), summary: z.string(),
  body: z.string(), ad_copy: z.string(), images: z.array(z.string()), position: z.number().int(), updated_at: z.string(),
});
export type CoachIdea = z.infer<typeof CoachIdea>;
/** GET /api/v1/coach/idea-bank: every category in order with its ideas in order. */
export const CoachIdeaBank = z.object({
  categories: z.array(CoachIdeaCategory.extend({ ideas: z.array(CoachIdea.pick({ id: true, slug: true, title: true, position: true })) })),
});
export type CoachIdeaBank = z.infer<typeof CoachIdeaBank>;

export const CONTENT_MESSAGES = {
  orderMismatch: 'Send every lesson of this course once, in the new order.',
  categoryNotEmpty: 'Move or delete the ideas of this category first.',
  noCategory: 'Choose one of the idea bank’s categories.',
  noPicture: 'Choose a picture to upload.',
} as const;
