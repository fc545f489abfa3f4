import { DRAFT_MESSAGES } from '@portal/contract';
import { Button } from './button.tsx';

/** "Draft restored." above a form that reopened with a kept draft, and the way to throw it away. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  if (!restored) return null;
  return (
    <p className="draft-notice" role="status">
      {DRAFT_MESSAGES.restored}{' '}
      <Button variant="link" onClick={onDiscard}>{DRAFT_MESSAGES.discard}</Button>
    </p>
  );
}
