import { COACH_WORK_MESSAGES as M, idFrom, type ScheduleEntry } from '@portal/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DATE_TIME_WITH_ZONE, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useClientSchedule, useDeleteEntry, useSaveEntry } from './api.ts';
import { ClientWorkCrumbs, useWorkClientName, workTitle } from './client-nav.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import './coach-work.css';

const when = (e: ScheduleEntry) => formatInZone(e.starts_at, e.time_zone, DATE_TIME_WITH_ZONE);

/** /coach/clients/:id/schedule (issue 12): the sessions in one client's schedule; the client sees changes at once. */
export default function ClientSchedulePage() {
  const clientId = idFrom(useParams().id) ?? 0;
  const name = useWorkClientName(clientId);
  const zone = userTimeZone(useUser());
  const schedule = useClientSchedule(clientId);
  const save = useSaveEntry(clientId);
  const remove = useDeleteEntry(clientId);
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<ScheduleEntry | null>(null);

  const saved = (entryId: number | null) => () => { notifySuccess(M.entrySaved); if (entryId) setEditing(null); else setFormKey((k) => k + 1); };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => { notifySuccess(M.entryDeleted); setDeleting(null); },
      onError: (error) => { notifyFailure(error); setDeleting(null); },
    });
  };

  return (
    <section className="page cw" aria-labelledby="cw-title">
      <ClientWorkCrumbs clientId={clientId} name={name} current="Schedule" />
      <h1 id="cw-title" className="page__title">{workTitle('Schedule', name)}</h1>
      <section className="card" aria-labelledby="cw-add-title">
        <h2 id="cw-add-title">Add a session</h2>
        <ScheduleForm key={formKey} entry={null} defaultZone={zone} busy={save.isPending && !editing}
          onSave={(body) => save.mutateAsync({ entryId: null, body }).then(saved(null))} />
      </section>
      <QueryState query={schedule} rows={4} loading="Loading the schedule" failed="We could not load this client's schedule."
        isEmpty={(list) => list.length === 0} empty="Nothing in this client's schedule yet." emptyDetail="Sessions you add show on their Schedule page at once.">
        {(list) => (
          <ul className="cw-list" aria-label="Sessions">
            {list.map((e) => (
              <li key={e.id} className="card cw-list__item">
                {editing === e.id
                  ? <ScheduleForm entry={e} defaultZone={zone} busy={save.isPending} onCancel={() => setEditing(null)}
                      onSave={(body) => save.mutateAsync({ entryId: e.id, body }).then(saved(e.id))} />
                  : (
                    <>
                      <h2 className="cw-list__title">{e.title}</h2>
                      <p><time dateTime={e.starts_at}>{when(e)}</time> ({e.time_zone})</p>
                      {e.description && <p className="cw-muted">{e.description}</p>}
                      {e.meeting_url && <p className="cw-muted cw-break">{e.meeting_url}</p>}
                      <div className="form-actions">
                        <Button variant="link" onClick={() => setEditing(e.id)}>Change<span className="visually-hidden"> {e.title}</span></Button>
                        <Button variant="link" onClick={() => setDeleting(e)}>Delete<span className="visually-hidden"> {e.title}</span></Button>
                      </div>
                    </>
                  )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal open={deleting !== null} title="Delete this session?" onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            <p>{deleting.title}, {when(deleting)}, leaves the client's schedule.</p>
            <div className="form-actions">
              <Button onClick={() => setDeleting(null)}>Keep it</Button>
              <Button variant="primary" busy={remove.isPending} onClick={confirmDelete}>Delete session</Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
