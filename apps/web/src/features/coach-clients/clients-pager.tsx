import { Pager, PastTheEnd } from '../../shared/ui/pager.tsx';
import { CLIENTS_PATH, listSearch, type ListState } from './list-state.ts';

/** "Showing 26–50 of 2,000", with links to the pages either side (real addresses: Back works). */
export function ClientsPager({ state, total }: { state: ListState; total: number }) {
  return (
    <Pager page={state.page} perPage={state.perPage} total={total} label="Pages of clients" noun="clients"
      hrefOf={(page) => `${CLIENTS_PATH}${listSearch({ ...state, page })}`} />
  );
}

/** A page past the last one: where the list ends, and a link there. */
export function ClientsPastTheEnd({ state, total }: { state: ListState; total: number }) {
  return <PastTheEnd page={state.page} perPage={state.perPage} total={total} hrefOf={(page) => `${CLIENTS_PATH}${listSearch({ ...state, page })}`} />;
}
