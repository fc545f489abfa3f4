import { Link } from 'react-router';

export const clientPath = (clientId: number, page = '') => `/coach/clients/${clientId}${page ? `/${page}` : ''}`;

/** Breadcrumb back to the clients and to this client's page. */
export function ClientWorkCrumbs({ clientId, current }: { clientId: number; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li><Link to="/coach/clients">Clients</Link></li>
        <li><Link to={clientPath(clientId)}>Client</Link></li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
