import { Link } from 'react-router';
import { useClientName } from '../../lib/client-overview.ts';

export const clientPath = (clientId: number, page = '') => `/coach/clients/${clientId}${page ? `/${page}` : ''}`;

/**
 * Which client a page of their work is for: their name from the client's overview (cached when the
 * coach comes from the client's page), or null until it is known.
 */
export const useWorkClientName = (clientId: number) => useClientName(clientId > 0 ? clientId : null);

/** The page's heading: "Plan — Alex Morgan", or "Plan" until the name is known. */
export const workTitle = (page: string, name: string | null) => (name ? `${page} — ${name}` : page);

/** Breadcrumb back to the clients and to this client's page, by the client's name. */
export function ClientWorkCrumbs({ clientId, name, current }: { clientId: number; name: string | null; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li><Link to="/coach/clients">Clients</Link></li>
        <li><Link to={clientPath(clientId)}>{name ?? 'Client'}</Link></li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
