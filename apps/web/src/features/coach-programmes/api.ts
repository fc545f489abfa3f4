import {
  CoachGroup, CoachGroupList, CoachLesson, CoachLessonDetail, CoachLessonList, CoachMemberList, GroupAccessOverview, GroupInsight, LessonAccessReply,
  MemberCandidateList, ResourceTypeList, type AddMemberBody, type CoachGroupBody, type CoachGroupUpdateBody, type CoachLessonBody,
  type CoachLessonUpdateBody, type LessonMeetingBody, type LessonResourcesBody, type MemberPaymentBody,
} from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildHeaders, failureOf, get, post } from '../../lib/http.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { readToken } from '../../lib/session/stored-session.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// Issue 12 Programmes: the coach's REST calls (docs/api.md "Coach: programmes"), each reply checked
// against the contract. Writes put the reply in the cache and refresh what they change.

const BASE = '/api/v1/coach/groups';
export const keys = {
  all: ['coach-programmes'] as const,
  groups: () => [...keys.all, 'groups'] as const,
  group: (id: number) => [...keys.all, 'group', id] as const,
  lessons: (id: number) => [...keys.group(id), 'lessons'] as const,
  lesson: (id: number, lessonId: number) => [...keys.group(id), 'lesson', lessonId] as const,
  members: (id: number) => [...keys.group(id), 'members'] as const,
  candidates: (id: number, q: string) => [...keys.group(id), 'candidates', q] as const,
  insight: (id: number) => [...keys.group(id), 'insight'] as const,
  access: (id: number) => [...keys.group(id), 'access'] as const,
  resourceTypes: () => [...keys.all, 'resource-types'] as const,
};
const groupPath = (id: number) => `${BASE}/${id}`;
const lessonPath = (id: number, lessonId: number) => `${groupPath(id)}/lessons/${lessonId}`;

export const useCoachGroups = () => useQuery({ queryKey: keys.groups(), queryFn: () => get(BASE, { schema: CoachGroupList }) });
export const useCoachGroup = (id: number) => useQuery({ queryKey: keys.group(id), queryFn: () => get(groupPath(id), { schema: CoachGroup }) });
export const useLessons = (id: number) => useQuery({ queryKey: keys.lessons(id), queryFn: () => get(`${groupPath(id)}/lessons`, { schema: CoachLessonList }) });
export const useLessonDetail = (id: number, lessonId: number) =>
  useQuery({ queryKey: keys.lesson(id, lessonId), queryFn: () => get(lessonPath(id, lessonId), { schema: CoachLessonDetail }) });
export const useMembers = (id: number) => useQuery({ queryKey: keys.members(id), queryFn: () => get(`${groupPath(id)}/members`, { schema: CoachMemberList }) });
export const useCandidates = (id: number, q: string) => useQuery({
  queryKey: keys.candidates(id, q), placeholderData: keepPreviousData,
  queryFn: () => get(`${groupPath(id)}/candidates${q ? `?q=${encodeURIComponent(q)}` : ''}`, { schema: MemberCandidateList }),
});
/** Who can open each lesson now and why not; every write to the group reads it again (useGroupWrite). */
export const useGroupAccess = (id: number) =>
  useQuery({ queryKey: keys.access(id), queryFn: () => get(`${groupPath(id)}/access`, { schema: GroupAccessOverview }) });
/** Insight changes as members work: it is read fresh whenever the tab opens. */
export const useInsight = (id: number) =>
  useQuery({ queryKey: keys.insight(id), queryFn: () => get(`${groupPath(id)}/insight`, { schema: GroupInsight }), staleTime: 0 });
export const useResourceTypes = () =>
  useQuery({ queryKey: keys.resourceTypes(), queryFn: () => get('/api/v1/coach/resource-types', { schema: ResourceTypeList }), staleTime: Infinity });

export interface Handlers<T> { onDone?: (data: T) => void; onFailed?: (error: unknown) => void }

/** A write; afterwards the group's reads (and the list of groups, for its counts) are read again. */
function useGroupWrite<V, T>(groupId: number | null, call: (v: V) => Promise<T>, h: Handlers<T>, put?: (data: T, v: V) => void) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: async (data, v) => {
      put?.(data, v);
      h.onDone?.(data);
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.groups() }),
        groupId === null ? undefined : client.invalidateQueries({ queryKey: keys.group(groupId) }),
      ]);
    },
    onError: (error) => h.onFailed?.(error),
  });
}

export function useCreateGroup(h: Handlers<CoachGroup>) {
  const client = useQueryClient();
  return useGroupWrite(null, (body: CoachGroupBody) => post(BASE, body, { schema: CoachGroup, expectStatus: 201 }), h,
    (group) => client.setQueryData(keys.group(group.id), group));
}
export function useUpdateGroup(id: number, h: Handlers<CoachGroup>) {
  return useGroupWrite(id, (body: CoachGroupUpdateBody) => post(groupPath(id), body, { schema: CoachGroup }), h);
}
export function useGroupImage(id: number, onProgress: (share: number) => void, h: Handlers<CoachGroup>) {
  return useGroupWrite(id, (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadForm(`${groupPath(id)}/image`, form, { schema: CoachGroup, onProgress: (s, t) => onProgress(t ? s / t : 0) });
  }, h);
}

export function useCreateLesson(id: number, h: Handlers<CoachLesson>) {
  return useGroupWrite(id, (body: CoachLessonBody) => post(`${groupPath(id)}/lessons`, body, { schema: CoachLesson, expectStatus: 201 }), h);
}
export function useUpdateLesson(id: number, h: Handlers<CoachLesson>) {
  return useGroupWrite(id, ({ lessonId, body }: { lessonId: number; body: CoachLessonUpdateBody }) =>
    post(lessonPath(id, lessonId), body, { schema: CoachLesson }), h);
}
export function useDeleteLesson(id: number, h: Handlers<CoachLesson[]>) {
  const client = useQueryClient();
  return useGroupWrite(id, (lessonId: number) => post(`${lessonPath(id, lessonId)}/delete`, {}, { schema: CoachLessonList }), h,
    (list) => client.setQueryData(keys.lessons(id), list));
}
/** The new order shows at once; a refused order goes back to what the server holds. */
export function useReorderLessons(id: number, h: Handlers<CoachLesson[]>) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: (lessonIds: number[]) => post(`${groupPath(id)}/lessons/order`, { lesson_ids: lessonIds }, { schema: CoachLessonList }),
    onMutate: (lessonIds) => {
      const before = client.getQueryData<CoachLesson[]>(keys.lessons(id));
      if (before) {
        const byId = new Map(before.map((l) => [l.id, l]));
        client.setQueryData(keys.lessons(id), lessonIds.flatMap((l, i) => (byId.has(l) ? [{ ...byId.get(l)!, lesson_order: i + 1 }] : [])));
      }
      return { before };
    },
    onSuccess: (list) => { client.setQueryData(keys.lessons(id), list); h.onDone?.(list); },
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(keys.lessons(id), context.before);
      h.onFailed?.(error);
      return client.invalidateQueries({ queryKey: keys.lessons(id) });
    },
  });
}
export function useLessonAccess(id: number, h: Handlers<LessonAccessReply>) {
  return useGroupWrite(id, ({ lessonId, open, userId }: { lessonId: number; open: boolean; userId?: number }) =>
    post(`${lessonPath(id, lessonId)}/access`, userId === undefined ? { open } : { open, user_id: userId }, { schema: LessonAccessReply }), h);
}

/** Lesson editor writes answer the whole lesson, which replaces the cached one. */
function useLessonPartWrite<V>(id: number, lessonId: number, call: (v: V) => Promise<CoachLessonDetail>, h: Handlers<CoachLessonDetail>) {
  const client = useQueryClient();
  return useGroupWrite(id, call, h, (lesson) => client.setQueryData(keys.lesson(id, lessonId), lesson));
}
export const useSaveResources = (id: number, lessonId: number, h: Handlers<CoachLessonDetail>) =>
  useLessonPartWrite(id, lessonId, (body: LessonResourcesBody) => post(`${lessonPath(id, lessonId)}/resources`, body, { schema: CoachLessonDetail }), h);
export const useSaveMeeting = (id: number, lessonId: number, h: Handlers<CoachLessonDetail>) =>
  useLessonPartWrite(id, lessonId, ({ meetingId, body }: { meetingId: number | null; body: LessonMeetingBody }) => (meetingId === null
    ? post(`${lessonPath(id, lessonId)}/meetings`, body, { schema: CoachLessonDetail, expectStatus: 201 })
    : post(`${lessonPath(id, lessonId)}/meetings/${meetingId}`, body, { schema: CoachLessonDetail })), h);
export const useDeleteMeeting = (id: number, lessonId: number, h: Handlers<CoachLessonDetail>) =>
  useLessonPartWrite(id, lessonId, (meetingId: number) => post(`${lessonPath(id, lessonId)}/meetings/${meetingId}/delete`, {}, { schema: CoachLessonDetail }), h);

export function useAddMember(id: number, h: Handlers<unknown>) {
  const client = useQueryClient();
  return useGroupWrite(id, (body: AddMemberBody) => post(`${groupPath(id)}/members`, body, { schema: CoachMemberList, expectStatus: 201 }), h,
    (list) => client.setQueryData(keys.members(id), list));
}
export function useRemoveMember(id: number, h: Handlers<unknown>) {
  const client = useQueryClient();
  return useGroupWrite(id, (userId: number) => post(`${groupPath(id)}/members/${userId}/remove`, {}, { schema: CoachMemberList }), h,
    (list) => client.setQueryData(keys.members(id), list));
}

/** Records a payment made outside the portal ({paid: true}) or puts the member back to payment due. */
export function useMemberPayment(id: number, h: Handlers<{ paid: boolean }>) {
  const client = useQueryClient();
  return useGroupWrite(id, async ({ userId, paid }: { userId: number; paid: boolean }) => {
    const body: MemberPaymentBody = { paid };
    return { paid, members: await post(`${groupPath(id)}/members/${userId}/payment`, body, { schema: CoachMemberList }) };
  }, h, (reply) => client.setQueryData(keys.members(id), reply.members));
}

/** The insight table as CSV, saved under the name the server gives. */
export async function downloadInsightCsv(id: number, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`${groupPath(id)}/insight.csv`, { headers: buildHeaders(token, false), credentials: 'include' });
  if (!response.ok) throw failureOf(response.status, response.headers.get('Retry-After'), await response.json().catch(() => null), token !== null);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? fallbackName);
}
