import { CheckedItemReply, type ImplementationShowReply } from '@portal/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/http.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { lessonsKeys } from './lessons-api.ts';

export interface ItemToggle {
  lessonId: number;
  item: string;
  /** true adds the checked item, false removes it (spec §4). */
  checked: boolean;
}

const mutationKey = (assessmentId: number) => ['lessons', 'checked-item', assessmentId] as const;

/**
 * spec §4: checked lesson items can be added or removed. The tick shows at once; a failed call
 * puts that one item back and says why; the reply brings the path's recomputed progress.
 */
export function useToggleItem(assessmentId: number) {
  const queryClient = useQueryClient();
  const planKey = lessonsKeys.plan(assessmentId);
  const update = (change: (plan: ImplementationShowReply) => ImplementationShowReply) =>
    queryClient.setQueryData<ImplementationShowReply>(planKey, (plan) => (plan ? change(plan) : plan));

  return useMutation({
    mutationKey: mutationKey(assessmentId),
    mutationFn: ({ lessonId, item, checked }: ItemToggle) =>
      post(`/api/v1/coachingportal/implementation/checked/${checked ? 'add' : 'remove'}/`,
        { assessment_id: assessmentId, lesson_id: lessonId, item }, { schema: CheckedItemReply }),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: planKey });
      update((plan) => withItem(plan, assessmentId, toggle));
    },
    onError: (error, toggle) => {
      // roll back only this item: other ticks made meanwhile stay as they are
      update((plan) => withItem(plan, assessmentId, { ...toggle, checked: !toggle.checked }));
      notifyFailure(error);
    },
    onSuccess: (reply, toggle) => {
      // while another tick on this lesson is on its way, its optimistic state stays; the last reply settles it
      const othersPending = queryClient.isMutating({
        mutationKey: mutationKey(assessmentId),
        predicate: (m) => (m.state.variables as ItemToggle | undefined)?.lessonId === toggle.lessonId,
      }) > 1;
      update((plan) => withReply(plan, toggle.lessonId, reply, !othersPending));
    },
  });
}

/** The items of this assessment whose add or remove is on its way, as `lessonId:item`. */
export function usePendingItems(assessmentId: number): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: mutationKey(assessmentId), status: 'pending' },
    select: (m) => m.state.variables as ItemToggle | undefined,
  });
  return new Set(pending.filter((t): t is ItemToggle => !!t).map((t) => `${t.lessonId}:${t.item}`));
}

export function withItem(plan: ImplementationShowReply, assessmentId: number, { lessonId, item, checked }: ItemToggle): ImplementationShowReply {
  const rest = plan.data.checked_items.filter((c) => !(c.lesson_id === lessonId && c.item === item));
  const checkedItems = checked
    ? [...rest, { assessment_id: assessmentId, lesson_id: lessonId, item, created_at: new Date().toISOString() }]
    : rest;
  return { ...plan, data: { ...plan.data, checked_items: checkedItems } };
}

export function withReply(plan: ImplementationShowReply, lessonId: number, reply: CheckedItemReply, takeItems: boolean): ImplementationShowReply {
  const { progress } = reply;
  const sameEntry = (p: { assessment_id: number; path: string }) => p.assessment_id === progress.assessment_id && p.path === progress.path;
  const progressList = plan.data.progress.some(sameEntry)
    ? plan.data.progress.map((p) => (sameEntry(p) ? progress : p))
    : [...plan.data.progress, progress];
  const checkedItems = takeItems
    ? [...plan.data.checked_items.filter((c) => c.lesson_id !== lessonId), ...reply.checked_items]
    : plan.data.checked_items;
  return {
    ...plan,
    implementation: plan.implementation.map((p) => (p.path === progress.path ? { ...p, progress } : p)),
    data: { ...plan.data, progress: progressList, checked_items: checkedItems },
  };
}
