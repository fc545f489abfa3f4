import type { CompanyFile } from '@portal/contract';
import { useState } from 'react';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { downloadCompanyFile, fileKind, formatSize } from '../../lib/company-files.ts';

interface Props {
  file: CompanyFile;
  zone: string;
  onEdit: (file: CompanyFile) => void;
  onDelete: (file: CompanyFile) => void;
}

/** One file on /resources: its name, kind, size, date, who sent it, the description, and what may be done with it. */
export function FileCard({ file, zone, onEdit, onDelete }: Props) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadCompanyFile(file.id, file.file_name).catch(notifyFailure).finally(() => setDownloading(false));
  };
  const who = file.mine ? 'you' : file.uploader_name;
  return (
    <article className="card resource" aria-label={file.file_name}>
      <h3 className="resource__name">{file.file_name}</h3>
      <p className="resource__meta">
        <span className="resource__kind">{fileKind(file.file_name)}</span>
        {' · '}{formatSize(file.size_bytes)}
        {' · '}<time dateTime={file.created_at}>{formatInZone(file.created_at, zone, DATE_ONLY)}</time>
        {' · '}{file.direction === 'sent' ? `Sent by ${who}` : `Shared by ${who}`}
      </p>
      {file.description && <p className="resource__description">{file.description}</p>}
      <div className="resource__actions">
        <Button busy={downloading} onClick={download}>
          Download<span className="visually-hidden"> {file.file_name}</span>
        </Button>
        {file.mine && (
          <>
            <Button onClick={() => onEdit(file)}>Edit<span className="visually-hidden"> {file.file_name}</span></Button>
            <Button onClick={() => onDelete(file)}>Delete<span className="visually-hidden"> {file.file_name}</span></Button>
          </>
        )}
      </div>
    </article>
  );
}
