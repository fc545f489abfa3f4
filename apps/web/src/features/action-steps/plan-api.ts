import {
  BoardCard as BoardCardSchema, BoardCardList, CommitmentList, PlanAccessReply, StepMoveReply, TaskDeadlineReply, TaskStatusReply, TeamMember,
  TeamMemberList, taskStatusOf, type Board, type Commitment, type BoardCard, type StepAddBody, type StepUpdateBody, type TaskDeadlineBody,
  type TeamAddBody,
} from '@portal/contract';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postForBlob } from '../../lib/http.ts';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

/** The focus area a board belongs to (spec §4 Boards: assessment and path). */
export interface FocusKey { assessment_id: number; path: string }

export interface Handlers<T> { onSuccess: (data: T) => void; onError: (error: unknown) => void }

export const accessKey = ['plan', 'access'] as const;
export const boardKey = (focus: FocusKey, board: Board) => ['plan', 'board', focus.assessment_id, focus.path, board] as const;
export const commitmentsKey = ['plan', 'commitments'] as const;
export const teamKey = ['plan', 'team'] as const;

/** spec §7 actionsteps/access: the focus areas the client may open and the §6 flags. */
export const usePlanAccess = () =>
  useQuery({ queryKey: accessKey, queryFn: () => post('/api/v1/actionsteps/access', {}, { schema: PlanAccessReply }) });

/**
 * spec §7 impcoaching/steps. spec §4: a board starts from three empty columns whenever the tab, the
 * main focus or the path changes, so a board left behind is dropped at once (gcTime 0), never shown stale.
 */
export const useBoard = (focus: FocusKey, board: Board) =>
  useQuery({
    queryKey: boardKey(focus, board),
    queryFn: () => post('/api/v1/impcoaching/steps/', { ...focus, board }, { schema: BoardCardList }),
    gcTime: 0,
  });

/** spec §7 implementations/add: answers the board with the new card. */
export function useAddCard(focus: FocusKey, board: Board, onDone: () => void, onError: (e: unknown) => void) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: Pick<StepAddBody, 'title' | 'description' | 'due_at'>) =>
      post('/api/v1/clientportal/implementations/add/', { ...focus, board, ...body }, { schema: BoardCardList }),
    onSuccess: (cards) => { queryClient.setQueryData(boardKey(focus, board), cards); onDone(); },
    onError,
  });
}

export interface MoveHandlers { onMoved: (message: string) => void; onRefused: (error: unknown) => void }

/** spec §7 change/action/status, optimistic: the card moves at once and goes back when refused. */
export function useMoveCard(focus: FocusKey, board: Board, { onMoved, onRefused }: MoveHandlers) {
  const queryClient = useQueryClient();
  const key = boardKey(focus, board);
  return useActionMutation({
    mutationFn: ({ id, status }: { id: number; status: BoardCard['status'] }) =>
      post('/api/v1/clientportal/change/action/status', { id, status }, { schema: StepMoveReply }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BoardCard[]>(key);
      queryClient.setQueryData<BoardCard[]>(key, (cards = []) => moveLast(cards, id, status));
      return { before };
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(key, reply.steps);
      // a completed step counts on the monthly tracker (/metrics)
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.monthlyTracker });
      onMoved(reply.message);
    },
    onError: (error, _move, context) => { queryClient.setQueryData(key, context?.before); onRefused(error); },
  });
}

/** implementations/update: a card the client made, its text and time; the board shows the stored card. */
export function useUpdateCard(focus: FocusKey, board: Board, { onSuccess, onError }: Handlers<BoardCard>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: Omit<StepUpdateBody, 'user_id'>) =>
      post('/api/v1/clientportal/implementations/update/', body, { schema: BoardCardSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData<BoardCard[]>(boardKey(focus, board), (cards = []) => cards.map((c) => (c.id === saved.id ? saved : c)));
      onSuccess(saved);
    },
    onError,
  });
}

/**
 * A delete of one item of a list, optimistic: it leaves the list at once and comes back when
 * refused. The server keeps it for a while, so `onSuccess` can offer Undo (decision 023).
 */
export function useOptimisticDelete<T extends { id: number }>(key: readonly unknown[], url: string, { onSuccess, onError }: Handlers<T>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (item: T) => post(url, { id: item.id }),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<T[]>(key);
      queryClient.setQueryData<T[]>(key, (list = []) => list.filter((c) => c.id !== item.id));
      return { before };
    },
    onSuccess: (_reply, item) => {
      // a deleted action step or commitment no longer counts on the monthly tracker (/metrics)
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.monthlyTracker });
      onSuccess(item);
    },
    onError: (error, _item, context) => { queryClient.setQueryData(key, context?.before); onError(error); },
  });
}

/** implementations/delete of a card the client made. */
export const useDeleteCard = (focus: FocusKey, board: Board, h: Handlers<BoardCard>) =>
  useOptimisticDelete(boardKey(focus, board), '/api/v1/clientportal/implementations/delete/', h);

/** implementations/restore: Undo of a delete; answers the board with the card back in its column and place. */
export function useRestoreCard(focus: FocusKey, board: Board, { onSuccess, onError }: Handlers<BoardCard[]>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (id: number) => post('/api/v1/clientportal/implementations/restore/', { id }, { schema: BoardCardList }),
    onSuccess: (cards) => {
      queryClient.setQueryData(boardKey(focus, board), cards);
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.monthlyTracker });
      onSuccess(cards);
    },
    onError,
  });
}

/** The card put last in its new column, as the server does without a position. */
export function moveLast(cards: BoardCard[], id: number, status: BoardCard['status']): BoardCard[] {
  const card = cards.find((c) => c.id === id);
  if (!card) return cards;
  return [...cards.filter((c) => c.id !== id), { ...card, status }];
}

/** spec §7 tasks/client */
export const useCommitments = () =>
  useQuery({ queryKey: commitmentsKey, queryFn: () => post('/api/v1/tasks/client/', {}, { schema: CommitmentList }) });

/** spec §7 team/members */
export const useTeam = () =>
  useQuery({ queryKey: teamKey, queryFn: () => post('/api/v1/clientportal/team/members/', {}, { schema: TeamMemberList }) });

/** A commitment call after which the list is read again. */
function useTaskCall<B, T>(call: (body: B) => Promise<T>, { onSuccess, onError }: Handlers<T>, keys: readonly (readonly string[])[] = [commitmentsKey]) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: (data) => { onSuccess(data); return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))); },
    onError,
  });
}

/** spec §7 tasks/status (0 to do, 1 progress, other completed), optimistic: back as it was when refused. */
export function useTaskStatus({ onSuccess, onError }: Handlers<TaskStatusReply>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: { id: number; status: number }) => post('/api/v1/tasks/status/', body, { schema: TaskStatusReply }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: commitmentsKey });
      const before = queryClient.getQueryData<Commitment[]>(commitmentsKey);
      queryClient.setQueryData<Commitment[]>(commitmentsKey, (list = []) =>
        list.map((t) => (t.id === id ? { ...t, status: taskStatusOf(status) as Commitment['status'] } : t)));
      return { before };
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<Commitment[]>(commitmentsKey, (list = []) => list.map((t) => (t.id === reply.task.id ? reply.task : t)));
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.monthlyTracker });
      onSuccess(reply);
    },
    onError: (error, _body, context) => { queryClient.setQueryData(commitmentsKey, context?.before); onError(error); },
  });
}

/** spec §7 team/member/assign: the member now responsible. */
export const useAssign = (h: Handlers<TeamMember>) =>
  useTaskCall((body: { id: number; team_member_id: number }) =>
    post('/api/v1/clientportal/team/member/assign/', body, { schema: TeamMember }), h);

/** spec §7 team/task/change/deadline */
export const useChangeDeadline = (h: Handlers<{ deadline: string }>) =>
  useTaskCall((body: TaskDeadlineBody) => post('/api/v1/clientportal/team/task/change/deadline/', body, { schema: TaskDeadlineReply }), h);

/** spec §7 team/add: answers the team with the new member. */
export const useAddTeamMember = (h: Handlers<TeamMember[]>) =>
  useTaskCall((body: TeamAddBody) => post('/api/v1/clientportal/team/add/', body, { schema: TeamMemberList }), h, [teamKey]);

/** spec §7 coachingportal/task/share: data is the message to show. */
export const useShareTask = (h: Handlers<string>) =>
  useTaskCall((body: { id: number; message?: string }) => post('/api/v1/coachingportal/task/share/', body, { schema: z.string() }), h, []);

/** spec §7 impcoaching/task/download: the blob saved under the task's file name. */
export async function downloadTask(id: number, fallbackName: string): Promise<void> {
  const { blob, fileName } = await postForBlob('/api/v1/impcoaching/task/download/', { id });
  saveBlob(blob, fileName ?? fallbackName);
}
