import { FLASH_TITLE_MAX, FlashAssessmentBody, idFrom, type CoachFlashArea } from '@portal/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { useCheckedForm } from '../../shared/ui/use-checked-form.ts';
import { ClientWorkCrumbs, useWorkClientName, workTitle } from './client-nav.tsx';
import { useAddAssessment, useAreaAccess, useClientFlash, useDeleteFlashItem, useSaveArea, useSaveLesson } from './flash-api.ts';
import { AreaForm, LessonForm } from './flash-forms.tsx';
import './coach-work.css';

type Doomed = { kind: 'areas' | 'lessons'; id: number; title: string };

function AssessmentForm({ clientId }: { clientId: number }) {
  const add = useAddAssessment(clientId);
  const form = useCheckedForm(FlashAssessmentBody);
  const submit = form.submitWith((body) => add.mutate(body, {
    onSuccess: () => { form.succeeded({ reset: true }); notifySuccess('Assessment added.'); },
    onError: (error) => form.failed(error, ['title']),
  }));
  return (
    <form className="cw-form" noValidate onSubmit={submit} aria-label="New assessment">
      <Field label="Assessment title" required error={form.errors.title}>{(a) => <input {...a} name="title" required maxLength={FLASH_TITLE_MAX} />}</Field>
      <div className="form-actions"><Button type="submit" variant="primary" busy={add.isPending} busyLabel="saving">Add assessment</Button></div>
    </form>
  );
}

/** /coach/clients/:id/flash (issue 12): a client's assessments, focus areas and lessons, each focus area open or closed. */
export default function ClientFlashPage() {
  const clientId = idFrom(useParams().id) ?? 0;
  const name = useWorkClientName(clientId);
  const flash = useClientFlash(clientId);
  const saveArea = useSaveArea(clientId);
  const saveLesson = useSaveLesson(clientId);
  const access = useAreaAccess(clientId);
  const remove = useDeleteFlashItem(clientId);
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const saved = (message: string) => () => { notifySuccess(message); setEditing(null); };

  const toggle = (area: CoachFlashArea) => access.mutate({ id: area.id, open: !area.open }, {
    onSuccess: (a) => notifySuccess(a.open ? `${a.name} is open for the client.` : `${a.name} is closed for the client.`),
    onError: notifyFailure,
  });
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed, {
      onSuccess: () => { notifySuccess(doomed.kind === 'areas' ? 'Focus area deleted.' : 'Lesson deleted.'); setDoomed(null); },
      onError: (error) => { notifyFailure(error); setDoomed(null); },
    });
  };

  const areaItem = (area: CoachFlashArea) => {
    const titleId = `cw-flash-area-${area.id}`;
    return (
      <li key={area.id} className="card cw-list__item">
        <section aria-labelledby={titleId}>
          {editing === `area-${area.id}`
            ? <AreaForm value={area} busy={saveArea.isPending} onCancel={() => setEditing(null)}
                onSave={(body) => saveArea.mutateAsync({ assessmentId: area.assessment_id, id: area.id, body }).then(saved('Focus area saved.'))} />
            : (
              <>
                <h3 id={titleId} className="cw-list__title">{area.name}</h3>
                {area.description && <p className="cw-break">{area.description}</p>}
                <label className="cw-switch">
                  <input type="checkbox" role="switch" checked={area.open} disabled={access.isPending} onChange={() => toggle(area)} />
                  {' '}{area.open ? 'Open for the client' : 'Closed for the client'}
                  <span className="visually-hidden"> ({area.name})</span>
                </label>
                <div className="form-actions">
                  <Button variant="link" onClick={() => setEditing(`area-${area.id}`)}>Change<span className="visually-hidden"> {area.name}</span></Button>
                  <Button variant="link" onClick={() => setDoomed({ kind: 'areas', id: area.id, title: area.name })}>
                    Delete<span className="visually-hidden"> {area.name}</span>
                  </Button>
                </div>
              </>
            )}
          <h4 className="cw-subtitle">Lessons</h4>
          {area.lessons.length === 0 ? <p className="cw-muted">No lesson yet.</p> : (
            <ul className="cw-list" aria-label={`${area.name}: lessons`}>
              {area.lessons.map((l) => (
                <li key={l.id} className="cw-list__item">
                  {editing === `lesson-${l.id}`
                    ? <LessonForm value={l} busy={saveLesson.isPending} onCancel={() => setEditing(null)}
                        onSave={(body) => saveLesson.mutateAsync({ areaId: area.id, id: l.id, body }).then(saved('Lesson saved.'))} />
                    : (
                      <>
                        <h5 className="cw-list__title">{l.title}</h5>
                        {l.content_html && <SafeHtml html={l.content_html} className="cw-break" />}
                        {l.items.length > 0 && <ul aria-label={`${l.title}: checklist`}>{l.items.map((i) => <li key={i.key}>{i.label}</li>)}</ul>}
                        <div className="form-actions">
                          <Button variant="link" onClick={() => setEditing(`lesson-${l.id}`)}>Change<span className="visually-hidden"> {l.title}</span></Button>
                          <Button variant="link" onClick={() => setDoomed({ kind: 'lessons', id: l.id, title: l.title })}>
                            Delete<span className="visually-hidden"> {l.title}</span>
                          </Button>
                        </div>
                      </>
                    )}
                </li>
              ))}
            </ul>
          )}
          <details className="cw-add">
            <summary>Add a lesson<span className="visually-hidden"> to {area.name}</span></summary>
            <LessonForm value={null} busy={saveLesson.isPending && editing === null}
              onSave={(body) => saveLesson.mutateAsync({ areaId: area.id, id: null, body }).then(() => notifySuccess('Lesson added.'))} />
          </details>
        </section>
      </li>
    );
  };

  return (
    <section className="page cw" aria-labelledby="cw-title">
      <ClientWorkCrumbs clientId={clientId} name={name} current="Flash coaching" />
      <h1 id="cw-title" className="page__title">{workTitle('Flash coaching', name)}</h1>
      <QueryState query={flash} rows={6} loading="Loading the assessments" failed="We could not load this client's flash coaching.">
        {(f) => (
          <>
            {f.assessments.length === 0 && <p>This client has no assessment yet. Add one, then its focus areas and their lessons.</p>}
            {f.assessments.map((a) => (
              <section key={a.id} className="card" aria-labelledby={`cw-flash-${a.id}`}>
                <h2 id={`cw-flash-${a.id}`}>{a.title}</h2>
                {a.areas.length === 0 ? <p className="cw-muted">No focus area yet.</p>
                  : <ul className="cw-list" aria-label={`${a.title}: focus areas`}>{a.areas.map(areaItem)}</ul>}
                <h3 className="cw-subtitle">Add a focus area<span className="visually-hidden"> to {a.title}</span></h3>
                <AreaForm value={null} busy={saveArea.isPending && editing === null}
                  onSave={(body) => saveArea.mutateAsync({ assessmentId: a.id, id: null, body }).then(() => notifySuccess('Focus area added.'))} />
              </section>
            ))}
            <section className="card" aria-labelledby="cw-flash-new">
              <h2 id="cw-flash-new">New assessment</h2>
              <AssessmentForm clientId={clientId} />
            </section>
          </>
        )}
      </QueryState>
      <ConfirmDialog open={doomed !== null} title={doomed?.kind === 'areas' ? 'Delete this focus area?' : 'Delete this lesson?'}
        keepLabel="Keep it" confirmLabel="Delete" busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDoomed(null)}>
        <p>“{doomed?.title}” {doomed?.kind === 'areas' ? 'and its lessons leave' : 'leaves'} the client's lessons.</p>
      </ConfirmDialog>
    </section>
  );
}
