import { COACH_WORK_MESSAGES as M, COMMITMENT_STATUS_LABELS, idFrom, type BoardCard, type Commitment, type CoachPlanReply } from '@portal/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useClientPlan, useDeletePlanItem, useSaveCard, useSaveCommitment } from './api.ts';
import { ClientWorkCrumbs, useWorkClientName, workTitle } from './client-nav.tsx';
import { CardForm, CommitmentForm } from './plan-forms.tsx';
import './coach-work.css';

const STEP_STATUS: Record<number, string> = { 0: 'To do', 2: 'In progress', 3: 'Completed' };
type Doomed = { kind: 'cards' | 'commitments'; id: number; title: string };

/** /coach/clients/:id/plan (issue 12): the action steps, reminders and commitments set for one client. */
export default function ClientPlanPage() {
  const clientId = idFrom(useParams().id) ?? 0;
  const name = useWorkClientName(clientId);
  const zone = userTimeZone(useUser());
  const plan = useClientPlan(clientId);
  const saveCard = useSaveCard(clientId);
  const saveCommitment = useSaveCommitment(clientId);
  const remove = useDeletePlanItem(clientId);
  const [editing, setEditing] = useState<string | null>(null);
  const [keys, setKeys] = useState({ card: 0, commitment: 0 });
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const due = (iso: string | null) => (iso ? formatInZone(iso, zone) : 'No date');

  const done = (message: string, form: 'card' | 'commitment', edit: boolean) => () => {
    notifySuccess(message);
    if (edit) setEditing(null); else setKeys((k) => ({ ...k, [form]: k[form] + 1 }));
  };
  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed, {
      onSuccess: () => { notifySuccess(doomed.kind === 'cards' ? M.cardDeleted : M.commitmentDeleted); setDoomed(null); },
      onError: (error) => { notifyFailure(error); setDoomed(null); },
    });
  };
  const actions = (item: Doomed, key: string) => (
    <div className="form-actions">
      <Button variant="link" onClick={() => setEditing(key)}>Change<span className="visually-hidden"> {item.title}</span></Button>
      <Button variant="link" onClick={() => setDoomed(item)}>Delete<span className="visually-hidden"> {item.title}</span></Button>
    </div>
  );

  // docs/domain.md "Who may change what": the client may change what they made, not what was set for them
  const madeBy = (item: { created_by: number | null; user_id: number }) => (item.created_by === item.user_id ? ' · Made by the client' : ' · Set for the client');
  const cardItem = (p: CoachPlanReply, c: BoardCard) => (
    <li key={c.id} className="card cw-list__item">
      {editing === `card-${c.id}`
        ? <CardForm plan={p} card={c} zone={zone} busy={saveCard.isPending} onCancel={() => setEditing(null)}
            onSave={(body) => saveCard.mutateAsync({ id: c.id, body }).then(done(M.cardSaved, 'card', true))} />
        : (
          <>
            <h4 className="cw-list__title">{c.title}</h4>
            <p className="cw-muted">{c.board === 'reminders' ? 'Reminder' : 'Action step'} · {STEP_STATUS[c.status]} · Due: {due(c.due_at)}{madeBy(c)}</p>
            {c.description && <p className="cw-break">{c.description}</p>}
            {actions({ kind: 'cards', id: c.id, title: c.title }, `card-${c.id}`)}
          </>
        )}
    </li>
  );
  const commitmentItem = (p: CoachPlanReply, c: Commitment) => (
    <li key={c.id} className="card cw-list__item">
      {editing === `commitment-${c.id}`
        ? <CommitmentForm plan={p} commitment={c} zone={zone} busy={saveCommitment.isPending} onCancel={() => setEditing(null)}
            onSave={(body) => saveCommitment.mutateAsync({ id: c.id, body }).then(done(M.commitmentSaved, 'commitment', true))} />
        : (
          <>
            <h3 className="cw-list__title">{c.title}</h3>
            <p className="cw-muted">
              {COMMITMENT_STATUS_LABELS[c.status]} · Deadline: {due(c.deadline)}{c.overdue ? ' (overdue)' : ''}
              {c.responsibility ? ` · ${c.responsibility.first_name} ${c.responsibility.last_name}` : ''}{madeBy(c)}
            </p>
            {c.description && <p className="cw-break">{c.description}</p>}
            {actions({ kind: 'commitments', id: c.id, title: c.title }, `commitment-${c.id}`)}
          </>
        )}
    </li>
  );

  return (
    <section className="page cw" aria-labelledby="cw-title">
      <ClientWorkCrumbs clientId={clientId} name={name} current="Plan" />
      <h1 id="cw-title" className="page__title">{workTitle('Plan', name)}</h1>
      <QueryState query={plan} rows={6} loading="Loading the plan" failed="We could not load this client's plan.">
        {(p) => (
          <>
            <section className="card" aria-labelledby="cw-steps-title">
              <h2 id="cw-steps-title">Action steps and reminders</h2>
              {p.focus_areas.length === 0
                ? <p>This client has no focus area yet: action steps and reminders belong to a focus area of an assessment.</p>
                : (
                  <>
                    {p.focus_areas.map((f) => {
                      const cards = p.cards.filter((c) => c.assessment_id === f.assessment_id && c.path === f.path);
                      const titleId = `cw-area-${f.assessment_id}-${f.path.replace(/\W+/g, '-')}`;
                      return (
                        <section key={titleId} aria-labelledby={titleId}>
                          <h3 id={titleId} className="cw-subtitle">{f.name} <span className="cw-muted">({f.assessment_title})</span></h3>
                          {cards.length === 0 ? <p className="cw-muted">Nothing on this focus area's boards.</p>
                            : <ul className="cw-list" aria-label={`${f.name}: action steps and reminders`}>{cards.map((c) => cardItem(p, c))}</ul>}
                        </section>
                      );
                    })}
                    <h3 className="cw-subtitle">Add an action step or reminder</h3>
                    <CardForm key={keys.card} plan={p} card={null} zone={zone} busy={saveCard.isPending && editing === null}
                      onSave={(body) => saveCard.mutateAsync({ id: null, body }).then(done(M.cardSaved, 'card', false))} />
                  </>
                )}
            </section>
            <section className="card" aria-labelledby="cw-commitments-title">
              <h2 id="cw-commitments-title">Commitments</h2>
              {p.commitments.length === 0 ? <p className="cw-muted">No commitment yet.</p>
                : <ul className="cw-list" aria-label="Commitments">{p.commitments.map((c) => commitmentItem(p, c))}</ul>}
              <h3 className="cw-subtitle">Add a commitment</h3>
              <CommitmentForm key={keys.commitment} plan={p} commitment={null} zone={zone} busy={saveCommitment.isPending && editing === null}
                onSave={(body) => saveCommitment.mutateAsync({ id: null, body }).then(done(M.commitmentSaved, 'commitment', false))} />
            </section>
          </>
        )}
      </QueryState>
      <Modal open={doomed !== null} title={doomed?.kind === 'commitments' ? 'Delete this commitment?' : 'Delete this card?'} onClose={() => setDoomed(null)}>
        {doomed && (
          <>
            <p>“{doomed.title}” leaves the client's plan.</p>
            <div className="form-actions">
              <Button onClick={() => setDoomed(null)}>Keep it</Button>
              <Button variant="primary" busy={remove.isPending} onClick={confirmDelete}>Delete</Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
