import { Link } from 'react-router';
import { EmptyState } from '../../shared/ui/panels.tsx';

/** A course, lesson or idea of another tenant, deleted meanwhile, or a mistyped address. */
export function NotFound({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <EmptyState title={`This ${what} was not found.`}>
      <p><Link to={back}>{backLabel}</Link></p>
    </EmptyState>
  );
}
