import { Link } from 'react-router';
import { EmptyState } from './panels.tsx';
import './ui.css';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  /** The address of a page (real addresses: Back works). */
  hrefOf: (page: number) => string;
  /** The navigation's name, e.g. "Pages of clients". */
  label: string;
  /** What the list holds, in the plural: "No clients". */
  noun: string;
}

const lastPage = (perPage: number, total: number) => Math.max(1, Math.ceil(total / perPage));

/** True for a page after the last one of a list that is not empty (an old bookmark, a list that shrank). */
export const isPastTheEnd = (page: number, perPage: number, total: number) => total > 0 && page > lastPage(perPage, total);

/**
 * Shown instead of the list (no empty table) for a page past the end: says so and links to the
 * last page, a real address like the pager's.
 */
export function PastTheEnd({ page, perPage, total, hrefOf }: Pick<PagerProps, 'page' | 'perPage' | 'total' | 'hrefOf'>) {
  const pages = lastPage(perPage, total);
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <EmptyState title={`Page ${n(page)} is past the end of the list.`}>
      <p>{pages === 1 ? 'The list fits on one page.' : `The list ends at page ${n(pages)}.`}</p>
      <Link className="btn btn--primary" to={hrefOf(pages)}>{pages === 1 ? 'Go to the first page' : `Go to the last page (page ${n(pages)})`}</Link>
    </EmptyState>
  );
}

/** "Showing 26–50 of 2,000 · page 2 of 80", with links to the pages either side. */
export function Pager({ page, perPage, total, hrefOf, label, noun }: PagerProps) {
  const pages = lastPage(perPage, total);
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager__count">
        {total === 0 ? `No ${noun}` : first > total ? `Page ${page} is past the end` : `Showing ${n(first)}–${n(last)} of ${n(total)}`}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      <div className="pager__pages">
        {page > 1 && <Link className="btn btn--default" to={hrefOf(Math.min(page - 1, pages))}>Previous page</Link>}
        {page < pages && <Link className="btn btn--default" to={hrefOf(page + 1)}>Next page</Link>}
      </div>
    </nav>
  );
}
