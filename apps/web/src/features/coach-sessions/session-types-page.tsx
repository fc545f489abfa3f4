import type { CoachSessionType } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useSaveSessionType, useSessionTypes } from './api.ts';
import { allowanceText, audienceText, lengthText, LOCATION_LABELS } from './session-labels.ts';
import { bodyOfType } from './session-type-draft.ts';
import { SessionTypeForm } from './session-type-form.tsx';
import { AGENDA_PATH, SessionsNav } from './sessions-nav.tsx';
import './coach-sessions.css';

const NEW_BUTTON = 'cs-new-type';

function TypeItem({ type, onEdit, editing }: { type: CoachSessionType; onEdit: () => void; editing: boolean }) {
  const archive = useSaveSessionType({
    onDone: (saved) => notifySuccess(saved.archived ? `“${saved.name}” is archived: clients can no longer book it.` : `“${saved.name}” can be booked again.`),
    onFailed: notifyFailure,
  });
  const headingId = `cs-type-${type.id}`;
  return (
    <article className="card cs-type" aria-labelledby={headingId}>
      <h2 id={headingId} className="cs-type__name">
        {type.name} {type.archived && <span className="badge">Archived</span>}
      </h2>
      <dl className="cs-facts">
        <div><dt>Length</dt><dd>{lengthText(type.minutes)}</dd></div>
        <div><dt>Where</dt><dd>{LOCATION_LABELS[type.location_kind]}{type.location && <>: <span className="cs-break">{type.location}</span></>}</dd></div>
        <div><dt>Who may book</dt><dd>{audienceText(type)}</dd></div>
        <div><dt>Allowance</dt><dd>{allowanceText(type.per_month)}</dd></div>
      </dl>
      <div className="form-actions">
        <Button onClick={onEdit} disabled={editing}>Edit<span className="visually-hidden"> {type.name}</span></Button>
        <Button busy={archive.isPending} onClick={() => archive.mutate({ id: type.id, body: bodyOfType(type, { archived: !type.archived }) })}>
          {type.archived ? 'Restore' : 'Archive'}<span className="visually-hidden"> {type.name}</span>
        </Button>
      </div>
    </article>
  );
}

/** /coach/sessions/types: what clients may book (issue 20): each type's length, place, who and how often. */
export default function SessionTypesPage() {
  const types = useSessionTypes();
  const [editing, setEditing] = useState<CoachSessionType | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    // the form is gone: focus goes back to where a next one starts
    requestAnimationFrame(() => document.getElementById(NEW_BUTTON)?.focus());
  };
  return (
    <section className="page cs-page" aria-labelledby="cs-types-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to={AGENDA_PATH}>Sessions</Link></li><li aria-current="page">Session types</li></ol>
      </nav>
      <div className="cs-page-head">
        <h1 id="cs-types-title" className="page__title">Session types</h1>
        <Button id={NEW_BUTTON} variant="primary" disabled={editing !== null} onClick={() => setEditing('new')}>New session type</Button>
      </div>
      <SessionsNav />
      {editing !== null && (
        <SessionTypeForm key={editing === 'new' ? 'new' : editing.id} type={editing === 'new' ? null : editing} onClose={close} />
      )}
      <QueryState query={types} loading="Loading your session types" failed="We could not load your session types."
        isEmpty={(list) => list.length === 0} empty="You have no session types yet."
        emptyDetail={<p>Add one, such as a 60-minute strategy call, and your clients can book it in the hours you set under Availability.</p>}>
        {(list) => (
          <ul className="cs-types" aria-label="Your session types">
            {[...list].sort((a, b) => Number(a.archived) - Number(b.archived)).map((t) => (
              <li key={t.id}><TypeItem type={t} editing={editing !== null} onEdit={() => setEditing(t)} /></li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
