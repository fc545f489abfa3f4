import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/panels.tsx';

interface NotFoundPanelProps {
  /** "group" or "lesson" */
  what: string;
  backTo: string;
  backLabel: string;
}

/**
 * A group or lesson that is not there for this member: a wrong link, or someone else's (DESIGN §4
 * shows both alike). Said in plain words, with the way back; trying again could not help.
 */
export function NotFoundPanel({ what, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <EmptyState title={`We could not find this ${what}.`}>
      <p>The link may be mistyped or out of date, or the {what} is not part of your programmes.</p>
      <Link to={backTo}>{backLabel}</Link>
    </EmptyState>
  );
}
