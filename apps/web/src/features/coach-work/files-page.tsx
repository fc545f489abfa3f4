import { DOCUMENT_EXTENSIONS, FILE_LIMITS_TEXT, idFrom, type CompanyFile } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { reportFormFailure } from '../../lib/form-errors.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { FileDownloadButton } from '../../shared/ui/file-download-button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useDeleteSharedFile, useShareFiles, useSharedFiles } from './api.ts';
import { ClientWorkCrumbs, useWorkClientName, workTitle } from './client-nav.tsx';
import './coach-work.css';

const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** /coach/clients/:id/files (issue 12): files shared with one client (they get a notice), and those they sent. */
export default function ClientFilesPage() {
  const clientId = idFrom(useParams().id) ?? 0;
  const name = useWorkClientName(clientId);
  const zone = userTimeZone(useUser());
  const files = useSharedFiles(clientId);
  const [percent, setPercent] = useState<number | null>(null);
  const share = useShareFiles(clientId, setPercent);
  const remove = useDeleteSharedFile(clientId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<CompanyFile | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!data.getAll('files[]').some((f) => f instanceof File && f.name)) { setProblem('Choose at least one file to send.'); return; }
    setProblem(null);
    share.mutate(data, {
      onSuccess: () => { notifySuccess('Shared. The client was told by email.'); form.reset(); setChosen(null); setPercent(null); },
      onError: (error) => { setPercent(null); setProblem(reportFormFailure(error, ['files']).files?.join(' ') ?? null); },
    });
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => { notifySuccess('File deleted.'); setDoomed(null); },
      onError: (error) => { notifyFailure(error); setDoomed(null); },
    });
  };

  return (
    <section className="page cw" aria-labelledby="cw-title">
      <ClientWorkCrumbs clientId={clientId} name={name} current="Files" />
      <h1 id="cw-title" className="page__title">{workTitle('Files', name)}</h1>
      <section className="card" aria-labelledby="cw-share-title">
        <h2 id="cw-share-title">Share files</h2>
        <form ref={formRef} className="cw-form" noValidate onSubmit={submit} aria-label="Share files with the client">
          <FileInput label="Choose files" name="files[]" multiple accept={ACCEPT} fileName={chosen} error={problem}
            hint={`${FILE_LIMITS_TEXT}: documents, spreadsheets, pictures. The client sees them on their Resources page.`}
            onChange={(e) => setChosen([...(e.target.files ?? [])].map((f) => f.name).join(', ') || null)} />
          <Field label="Description">{(a) => <textarea {...a} name="description" rows={2} maxLength={1000} />}</Field>
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={share.isPending} busyLabel="sending">Share</Button>
            {percent !== null && <progress max={100} value={percent} aria-label="Upload progress">{percent}%</progress>}
          </div>
        </form>
      </section>
      <QueryState query={files} rows={4} loading="Loading the files" failed="We could not load this client's files."
        isEmpty={(list) => list.length === 0} empty="No file between you and this client yet.">
        {(list) => (
          <ul className="cw-list" aria-label="Files">
            {list.map((f) => (
              <li key={f.id} className="card cw-list__item">
                <h2 className="cw-list__title cw-break">{f.file_name}</h2>
                <p className="cw-muted">
                  {f.direction === 'shared' ? `Shared by ${f.uploader_name}` : 'Sent by the client'} · <time dateTime={f.created_at}>{formatInZone(f.created_at, zone)}</time>
                </p>
                {f.description && <p className="cw-break">{f.description}</p>}
                <div className="form-actions">
                  <FileDownloadButton file={f} />
                  {f.direction === 'shared' && (
                    <Button variant="link" onClick={() => setDoomed(f)}>Delete<span className="visually-hidden"> {f.file_name}</span></Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal open={doomed !== null} title="Delete this file?" onClose={() => setDoomed(null)}>
        {doomed && (
          <>
            <p>{doomed.file_name} leaves the client's Resources page.</p>
            <div className="form-actions">
              <Button onClick={() => setDoomed(null)}>Keep it</Button>
              <Button variant="primary" busy={remove.isPending} onClick={confirmDelete}>Delete file</Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
