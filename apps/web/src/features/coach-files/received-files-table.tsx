import type { ReceivedFile, ReceivedFileSort } from '@portal/contract';
import { Link } from 'react-router';
import { fileKind, formatSize } from '../../lib/company-files.ts';
import { formatInZone } from '../../lib/format-date.ts';
import { FileDownloadButton } from '../../shared/ui/file-download-button.tsx';
import { ariaSort, clientPagePath, type FilesState } from './files-state.ts';

interface FilesProps {
  files: ReceivedFile[];
  state: FilesState;
  zone: string;
  onSort: (sort: ReceivedFileSort) => void;
}

const COLUMNS: { sort: ReceivedFileSort | null; label: string }[] = [
  { sort: 'name', label: 'File' },
  { sort: null, label: 'Size' },
  { sort: 'client', label: 'From' },
  { sort: 'date', label: 'Received' },
];

/** "March 2, 2026 9:15 am" in the coach's zone. */
const RECEIVED_AT = 'MMMM D, YYYY h:mm a';

export const clientName = (f: ReceivedFile) => `${f.client.first_name} ${f.client.last_name}`.trim();
const kindOf = (f: ReceivedFile) => (f.extension ? f.extension.toUpperCase() : fileKind(f.file_name));

const From = ({ file }: { file: ReceivedFile }) => (
  <>
    <Link to={clientPagePath(file.client.id)}>{clientName(file)}</Link>
    {file.client.company && <span className="received__sub">{file.client.company}</span>}
  </>
);

/** The files as a table on wide screens (sortable column headers) and as cards on narrow ones. */
export function ReceivedFilesTable({ files, state, zone, onSort }: FilesProps) {
  const when = (f: ReceivedFile) => <time dateTime={f.uploaded_at}>{formatInZone(f.uploaded_at, zone, RECEIVED_AT)}</time>;
  return (
    <>
      <table className="received__table">
        <caption className="visually-hidden">Files your clients sent you, sorted by {COLUMNS.find((c) => c.sort === state.sort)?.label}</caption>
        <thead>
          <tr>
            {COLUMNS.map((col) => (
              <th key={col.label} scope="col" aria-sort={col.sort ? ariaSort(state, col.sort) : undefined}>
                {col.sort ? (
                  <button type="button" className="received__sort" onClick={() => onSort(col.sort!)}>
                    {col.label}
                    <span aria-hidden="true" className="received__arrow">{state.sort === col.sort ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </button>
                ) : col.label}
              </th>
            ))}
            <th scope="col"><span className="visually-hidden">Download</span></th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => (
            <tr key={f.id}>
              <td>
                <span className="received__name">{f.file_name}</span>
                <span className="received__sub">{kindOf(f)}{f.description ? ` · ${f.description}` : ''}</span>
              </td>
              <td className="received__size">{formatSize(f.size_bytes)}</td>
              <td><From file={f} /></td>
              <td>{when(f)}</td>
              <td><FileDownloadButton file={f} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="received__cards" aria-label="Files your clients sent you">
        {files.map((f) => (
          <li key={f.id} className="received__card">
            <h2 className="received__card-title">{f.file_name}</h2>
            {f.description && <p className="received__sub">{f.description}</p>}
            <dl className="received__facts">
              <div><dt>From</dt><dd><From file={f} /></dd></div>
              <div><dt>Received</dt><dd>{when(f)}</dd></div>
              <div><dt>File</dt><dd>{kindOf(f)} · {formatSize(f.size_bytes)}</dd></div>
            </dl>
            <FileDownloadButton file={f} />
          </li>
        ))}
      </ul>
    </>
  );
}
