import { Link } from 'react-router';
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

/** "Showing 26–50 of 2,000 · page 2 of 80", with links to the pages either side. */
export function Pager({ page, perPage, total, hrefOf, label, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
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
