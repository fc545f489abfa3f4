import { Commitment as CommitmentSchema, type Commitment, type TaskAddBody, type TaskEditBody } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../lib/use-action-mutation.ts';
import { post } from '../../lib/http.ts';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { commitmentsKey, useOptimisticDelete, type Handlers } from './plan-api.ts';

// The commitments a client makes and corrects themselves (docs/domain.md "Who may change what"):
// add, edit, delete with Undo (decision 023). Each leaves the list as the server stores it.

function useCommitmentWrite<B>(url: string, { onSuccess, onError }: Handlers<Commitment>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: B) => post(url, body, { schema: CommitmentSchema }),
    onSuccess: (task) => {
      onSuccess(task);
      // the monthly tracker counts commitments created
      void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.monthlyTracker });
      return queryClient.invalidateQueries({ queryKey: commitmentsKey });
    },
    onError,
  });
}

export const useAddCommitment = (h: Handlers<Commitment>) =>
  useCommitmentWrite<Omit<TaskAddBody, 'user_id'>>('/api/v1/clientportal/commitments/add/', h);
export const useEditCommitment = (h: Handlers<Commitment>) =>
  useCommitmentWrite<Omit<TaskEditBody, 'user_id'>>('/api/v1/clientportal/commitments/edit/', h);
/** commitments/restore: Undo of a delete, the commitment back with its id. */
export const useRestoreCommitment = (h: Handlers<Commitment>) =>
  useCommitmentWrite<{ id: number }>('/api/v1/clientportal/commitments/restore/', h);

/** commitments/delete of one the client made: gone from the list at once, back when refused. */
export const useDeleteCommitment = (h: Handlers<Commitment>) => useOptimisticDelete(commitmentsKey, '/api/v1/clientportal/commitments/delete/', h);
