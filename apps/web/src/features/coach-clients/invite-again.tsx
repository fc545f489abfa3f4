import type { CoachClient } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { useResendInvite } from './clients-api.ts';

/** For a client still invited: mails them a new link (the invitation's confirmation promises this action). */
export function InviteAgain({ client }: { client: CoachClient }) {
  const resend = useResendInvite(client.id);
  if (client.status !== 'invited') return null;
  return <Button busy={resend.isPending} onClick={() => resend.mutate()}>Send the invitation again</Button>;
}
