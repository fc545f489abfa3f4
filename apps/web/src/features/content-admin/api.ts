import {
  CoachAcademyCourse, CoachAcademyCourseDetail, CoachAcademyLesson, CoachIdea, CoachIdeaBank, CoachIdeaCategory,
  type AcademyCourseBody, type AcademyCourseUpdateBody, type AcademyLessonBody, type AcademyLessonUpdateBody, type IdeaBody,
  type IdeaCategoryBody, type IdeaCategoryUpdateBody, type IdeaUpdateBody,
} from '@portal/contract';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post, type Parser } from '../../lib/http.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// Issue 12: the coach's REST calls for the tenant's academy and idea bank (docs/api.md "Coach:
// content"), each reply checked against the contract. A write refreshes what it changes.

const COURSES = '/api/v1/coach/academy/courses';
const BANK = '/api/v1/coach/idea-bank';
export const keys = {
  all: ['content-admin'] as const,
  courses: () => [...keys.all, 'courses'] as const,
  course: (id: number) => [...keys.all, 'course', id] as const,
  lesson: (courseId: number, id: number) => [...keys.course(courseId), 'lesson', id] as const,
  bank: () => [...keys.all, 'bank'] as const,
  idea: (id: number) => [...keys.all, 'idea', id] as const,
};
const coursePath = (id: number) => `${COURSES}/${id}`;
const lessonPath = (courseId: number, id: number) => `${coursePath(courseId)}/lessons/${id}`;
const Removed = z.object({ id: z.number().int() });

export const useCourses = () => useQuery({ queryKey: keys.courses(), queryFn: () => get(COURSES, { schema: z.array(CoachAcademyCourse) }) });
export const useCourse = (id: number) => useQuery({ queryKey: keys.course(id), queryFn: () => get(coursePath(id), { schema: CoachAcademyCourseDetail }) });
export const useAcademyLesson = (courseId: number, id: number) =>
  useQuery({ queryKey: keys.lesson(courseId, id), queryFn: () => get(lessonPath(courseId, id), { schema: CoachAcademyLesson }) });
export const useIdeaBank = () => useQuery({ queryKey: keys.bank(), queryFn: () => get(BANK, { schema: CoachIdeaBank }) });
export const useIdea = (id: number) => useQuery({ queryKey: keys.idea(id), queryFn: () => get(`${BANK}/ideas/${id}`, { schema: CoachIdea }) });

export interface Handlers<T> { onDone?: (data: T) => void; onFailed?: (error: unknown) => void }

/** A write; `put` places its reply in the cache, then the lists it touches are read again. */
function useWrite<V, T>(call: (v: V) => Promise<T>, h: Handlers<T>, stale: QueryKey[], put?: (data: T) => void) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: async (data) => {
      put?.(data);
      h.onDone?.(data);
      await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => h.onFailed?.(error),
  });
}

/** Where a picture goes: the course's or the idea's upload address, its reply and its cached read. */
export interface PictureTarget<T> { path: string; schema: Parser<T>; cached: QueryKey }
export const coursePicture = (id: number): PictureTarget<CoachAcademyCourseDetail> =>
  ({ path: `${coursePath(id)}/image`, schema: CoachAcademyCourseDetail, cached: keys.course(id) });
export const ideaPicture = (id: number): PictureTarget<CoachIdea> => ({ path: `${BANK}/ideas/${id}/image`, schema: CoachIdea, cached: keys.idea(id) });

/** Uploads a picture with its progress; the reply replaces the cached course or idea. */
export function usePictureUpload<T>(target: PictureTarget<T>, onProgress: (share: number) => void, h: Handlers<T>) {
  const client = useQueryClient();
  return useWrite((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadForm(target.path, form, { schema: target.schema, onProgress: (s, t) => onProgress(t ? s / t : 0) });
  }, h, [keys.courses()], (data) => client.setQueryData(target.cached, data));
}

export function useCreateCourse(h: Handlers<CoachAcademyCourseDetail>) {
  return useWrite((body: AcademyCourseBody) => post(COURSES, body, { schema: CoachAcademyCourseDetail, expectStatus: 201 }), h, [keys.courses()]);
}
export function useUpdateCourse(id: number, h: Handlers<CoachAcademyCourseDetail>) {
  const client = useQueryClient();
  return useWrite((body: AcademyCourseUpdateBody) => post(coursePath(id), body, { schema: CoachAcademyCourseDetail }), h, [keys.courses()],
    (c) => client.setQueryData(keys.course(id), c));
}
export function useDeleteCourse(id: number, h: Handlers<unknown>) {
  return useWrite(() => post(`${coursePath(id)}/delete`, {}, { schema: Removed }), h, [keys.courses()]);
}

export function useCreateAcademyLesson(courseId: number, h: Handlers<CoachAcademyLesson>) {
  return useWrite((body: AcademyLessonBody) => post(`${coursePath(courseId)}/lessons`, body, { schema: CoachAcademyLesson, expectStatus: 201 }),
    h, [keys.course(courseId), keys.courses()]);
}
export function useUpdateAcademyLesson(courseId: number, id: number, h: Handlers<CoachAcademyLesson>) {
  const client = useQueryClient();
  return useWrite((body: AcademyLessonUpdateBody) => post(lessonPath(courseId, id), body, { schema: CoachAcademyLesson }), h, [keys.course(courseId)],
    (l) => client.setQueryData(keys.lesson(courseId, id), l));
}
export function useDeleteAcademyLesson(courseId: number, h: Handlers<CoachAcademyCourseDetail>) {
  const client = useQueryClient();
  return useWrite((id: number) => post(`${lessonPath(courseId, id)}/delete`, {}, { schema: CoachAcademyCourseDetail }), h, [keys.courses()],
    (c) => client.setQueryData(keys.course(courseId), c));
}
/** The new order shows at once; a refused order goes back to what the server holds. */
export function useReorderAcademyLessons(courseId: number, h: Handlers<CoachAcademyCourseDetail>) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: (ids: number[]) => post(`${coursePath(courseId)}/lessons/order`, { lesson_ids: ids }, { schema: CoachAcademyCourseDetail }),
    onMutate: (ids) => {
      const before = client.getQueryData<CoachAcademyCourseDetail>(keys.course(courseId));
      if (before) {
        const byId = new Map(before.lessons.map((l) => [l.id, l]));
        client.setQueryData(keys.course(courseId), { ...before, lessons: ids.flatMap((id, i) => (byId.has(id) ? [{ ...byId.get(id)!, order: i + 1 }] : [])) });
      }
      return { before };
    },
    onSuccess: (course) => { client.setQueryData(keys.course(courseId), course); h.onDone?.(course); },
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(keys.course(courseId), context.before);
      h.onFailed?.(error);
      return client.invalidateQueries({ queryKey: keys.course(courseId) });
    },
  });
}

export function useCreateCategory(h: Handlers<CoachIdeaCategory>) {
  return useWrite((body: IdeaCategoryBody) => post(`${BANK}/categories`, body, { schema: CoachIdeaCategory, expectStatus: 201 }), h, [keys.bank()]);
}
export function useUpdateCategory(h: Handlers<CoachIdeaCategory>) {
  return useWrite(({ id, body }: { id: number; body: IdeaCategoryUpdateBody }) => post(`${BANK}/categories/${id}`, body, { schema: CoachIdeaCategory }),
    h, [keys.bank()]);
}
export function useDeleteCategory(h: Handlers<unknown>) {
  return useWrite((id: number) => post(`${BANK}/categories/${id}/delete`, {}, { schema: Removed }), h, [keys.bank()]);
}
export function useCreateIdea(h: Handlers<CoachIdea>) {
  return useWrite((body: IdeaBody) => post(`${BANK}/ideas`, body, { schema: CoachIdea, expectStatus: 201 }), h, [keys.bank()]);
}
export function useUpdateIdea(id: number, h: Handlers<CoachIdea>) {
  const client = useQueryClient();
  return useWrite((body: IdeaUpdateBody) => post(`${BANK}/ideas/${id}`, body, { schema: CoachIdea }), h, [keys.bank()],
    (i) => client.setQueryData(keys.idea(id), i));
}
export function useDeleteIdea(id: number, h: Handlers<unknown>) {
  return useWrite(() => post(`${BANK}/ideas/${id}/delete`, {}, { schema: Removed }), h, [keys.bank()]);
}
