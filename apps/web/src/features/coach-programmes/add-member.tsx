import { COACH_PROGRAMME_MESSAGES as M, priceWithFrequency, type CoachGroup } from '@portal/contract';
import { useDeferredValue, useId, useState } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useAddMember, useCandidates } from './api.ts';

/** The group's price as members are asked for it: "$199.50 / month", or "$497.00" paid once. */
export const groupPrice = (group: Pick<CoachGroup, 'price' | 'currency' | 'payment_frequency'>) =>
  priceWithFrequency(formatMoney(group.price ?? 0, group.currency), group.payment_frequency);

/** Finds one of the coach's clients who is not in the group yet, and adds them. */
export function AddMember({ group }: { group: CoachGroup }) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const paid = Number(group.price ?? 0) > 0;
  const [status, setStatus] = useState<'active' | 'unpaid'>(paid ? 'unpaid' : 'active');
  const candidates = useCandidates(group.id, search);
  const add = useAddMember(group.id, { onDone: () => notifySuccess(M.memberAdded), onFailed: notifyFailure });
  const resultsId = useId();
  return (
    <section className="card cp-add-member" aria-labelledby="cp-add-title">
      <h2 id="cp-add-title">Add a client</h2>
      <div className="cp-form__grid">
        <Field label="Find a client" hint="By name or email. Only your clients who are not in the group are listed.">
          {(a) => <input {...a} type="search" value={q} onChange={(e) => setQ(e.currentTarget.value)} aria-controls={resultsId} />}
        </Field>
        <Field label="Payment" hint={`${paid ? `The group costs ${groupPrice(group)}.` : 'The group has no price.'} Until a member who pays in the portal has paid, only free lessons open.`}>
          {(a) => (
            <select {...a} value={status} onChange={(e) => setStatus(e.currentTarget.value as 'active' | 'unpaid')}>
              <option value="active">Paid already, or free</option>
              <option value="unpaid">Pays in the portal</option>
            </select>
          )}
        </Field>
      </div>
      <div id={resultsId} aria-live="polite">
        <QueryState query={candidates} rows={2} loading="Looking for clients" failed="We could not look for clients."
          isEmpty={(list) => list.length === 0} empty={search ? `No client of yours matches “${search}”.` : 'All your clients are in this group.'}>
          {(list) => (
            <ul className="cp-candidates" aria-label="Clients you can add">
              {list.map((c) => (
                <li key={c.id} className="cp-candidates__item">
                  <span><strong>{c.first_name} {c.last_name}</strong> <span className="cp-muted">{c.email}</span></span>
                  <Button busy={add.isPending && add.variables?.user_id === c.id} disabled={add.isPending}
                    onClick={() => add.mutate({ user_id: c.id, status })}>
                    Add<span className="visually-hidden"> {c.first_name} {c.last_name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
