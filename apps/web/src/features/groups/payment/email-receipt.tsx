import { StudentEmailReply } from '@portal/contract';
import { DATE_ONLY, formatInZone } from '../../../lib/format-date.ts';
import { post } from '../../../lib/http.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useActionMutation } from '../../../lib/use-action-mutation.ts';

/**
 * A paid programme's payment, and "Email me the receipt": spec §7 users/studentemail mails the
 * client their own receipt; a 200 reply's data is the §8 toast 'Email sent successfully'.
 */
export function EmailReceipt({ userGroupId, paidAt, zone }: { userGroupId: number; paidAt: string; zone: string }) {
  const send = useActionMutation({
    mutationFn: () => post('/api/v1/users/studentemail/', { user_group_id: userGroupId }, { schema: StudentEmailReply, expectStatus: 200 }),
    onSuccess: notifySuccess,
    onError: notifyFailure,
  });
  return (
    <p className="group-page__paid">
      {/* one run of text: in the flex row each loose piece would stand apart ("2026 . Email…") */}
      <span>Paid on <time dateTime={paidAt}>{formatInZone(paidAt, zone, DATE_ONLY)}</time>.</span>{' '}
      <Button variant="link" busy={send.isPending} onClick={() => send.mutate()}>Email me the receipt</Button>
    </p>
  );
}
