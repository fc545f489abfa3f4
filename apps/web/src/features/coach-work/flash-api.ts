import {
  CoachFlashArea, CoachFlashAssessment, CoachFlashLesson, CoachFlashReply, type FlashAreaBody, type FlashAssessmentBody, type FlashLessonBody,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// A client's flash coaching as the coach keeps it (docs/api.md "Coach: a client's flash coaching").
const base = (clientId: number) => `/api/v1/coach/clients/${clientId}/flash`;
const flashKey = (clientId: number) => ['coach-work', clientId, 'flash'] as const;

export const useClientFlash = (clientId: number) =>
  useQuery({ queryKey: flashKey(clientId), queryFn: () => get(base(clientId), { schema: CoachFlashReply }) });

/** Any change to the client's flash coaching; the whole list reads again after. */
function useFlashChange<V, R>(clientId: number, call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useActionMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: flashKey(clientId) }) });
}

export const useAddAssessment = (clientId: number) => useFlashChange(clientId, (body: FlashAssessmentBody) =>
  post(`${base(clientId)}/assessments`, body, { schema: CoachFlashAssessment }));
export const useSaveArea = (clientId: number) => useFlashChange(clientId, ({ assessmentId, id, body }: { assessmentId: number; id: number | null; body: FlashAreaBody }) =>
  post(id ? `${base(clientId)}/areas/${id}` : `${base(clientId)}/assessments/${assessmentId}/areas`, body, { schema: CoachFlashArea }));
export const useAreaAccess = (clientId: number) => useFlashChange(clientId, ({ id, open }: { id: number; open: boolean }) =>
  post(`${base(clientId)}/areas/${id}/access`, { open }, { schema: CoachFlashArea }));
export const useSaveLesson = (clientId: number) => useFlashChange(clientId, ({ areaId, id, body }: { areaId: number; id: number | null; body: FlashLessonBody }) =>
  post(id ? `${base(clientId)}/lessons/${id}` : `${base(clientId)}/areas/${areaId}/lessons`, body, { schema: CoachFlashLesson }));
export const useDeleteFlashItem = (clientId: number) => useFlashChange(clientId, ({ kind, id }: { kind: 'areas' | 'lessons'; id: number }) =>
  post(`${base(clientId)}/${kind}/${id}/delete`));
