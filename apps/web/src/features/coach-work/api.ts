import {
  BoardCard, Commitment, CoachPlanReply, CompanyFileList, ScheduleEntry, TimelineReply, type CoachCardBody, type CoachCardUpdateBody, type CoachCommitmentBody,
  type CoachScheduleBody,
} from '@portal/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, getForBlob, post } from '../../lib/http.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// What a coach sets for one client, and the client's activity (docs/api.md "Coach: a client's work").
const base = (clientId: number) => `/api/v1/coach/clients/${clientId}`;
export const workKeys = {
  schedule: (clientId: number) => ['coach-work', clientId, 'schedule'] as const,
  timeline: (clientId: number) => ['coach-work', clientId, 'timeline'] as const,
  plan: (clientId: number) => ['coach-work', clientId, 'plan'] as const,
  files: (clientId: number) => ['coach-work', clientId, 'files'] as const,
};

export const useClientSchedule = (clientId: number) =>
  useQuery({ queryKey: workKeys.schedule(clientId), queryFn: () => get(`${base(clientId)}/schedule`, { schema: z.array(ScheduleEntry) }) });

export function useSaveEntry(clientId: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ entryId, body }: { entryId: number | null; body: CoachScheduleBody }) =>
      post(`${base(clientId)}/schedule${entryId ? `/${entryId}` : ''}`, body, { schema: ScheduleEntry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.schedule(clientId) }),
  });
}

export function useDeleteEntry(clientId: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (entryId: number) => post(`${base(clientId)}/schedule/${entryId}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.schedule(clientId) }),
  });
}

/** The timeline, newest first, one page after another (`before` from the page before). */
export const useTimeline = (clientId: number) =>
  useInfiniteQuery({
    queryKey: workKeys.timeline(clientId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      get(`${base(clientId)}/timeline${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, { schema: TimelineReply }),
    getNextPageParam: (last) => last.next_before,
  });

export async function downloadTimelineCsv(clientId: number): Promise<void> {
  const { blob, fileName } = await getForBlob(`${base(clientId)}/timeline.csv`);
  saveBlob(blob, fileName ?? 'timeline.csv');
}

export const useClientPlan = (clientId: number) =>
  useQuery({ queryKey: workKeys.plan(clientId), queryFn: () => get(`${base(clientId)}/plan`, { schema: CoachPlanReply }) });

/** Saves (id null: adds) or deletes a card or a commitment; the plan reads again after. */
function usePlanChange<V>(clientId: number, call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useActionMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.plan(clientId) }) });
}

export const useSaveCard = (clientId: number) => usePlanChange(clientId, ({ id, body }: { id: number | null; body: CoachCardBody | CoachCardUpdateBody }) =>
  post(`${base(clientId)}/cards${id ? `/${id}` : ''}`, body, { schema: BoardCard }));
export const useSaveCommitment = (clientId: number) => usePlanChange(clientId, ({ id, body }: { id: number | null; body: CoachCommitmentBody }) =>
  post(`${base(clientId)}/commitments${id ? `/${id}` : ''}`, body, { schema: Commitment }));
export const useDeletePlanItem = (clientId: number) => usePlanChange(clientId, ({ kind, id }: { kind: 'cards' | 'commitments'; id: number }) =>
  post(`${base(clientId)}/${kind}/${id}/delete`));

export const useSharedFiles = (clientId: number) =>
  useQuery({ queryKey: workKeys.files(clientId), queryFn: () => get(`${base(clientId)}/files`, { schema: CompanyFileList }) });

/** Sends the chosen files (with upload progress); the list is the reply. */
export function useShareFiles(clientId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (form: FormData) => uploadForm(`${base(clientId)}/files`, form, {
      schema: CompanyFileList, expectStatus: 201, onProgress: (sent, total) => onProgress(Math.round((sent / total) * 100)),
    }),
    onSuccess: (list) => queryClient.setQueryData(workKeys.files(clientId), list),
  });
}

export function useDeleteSharedFile(clientId: number) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (fileId: number) => post(`${base(clientId)}/files/${fileId}/delete`, {}, { schema: CompanyFileList }),
    onSuccess: (list) => queryClient.setQueryData(workKeys.files(clientId), list),
  });
}
