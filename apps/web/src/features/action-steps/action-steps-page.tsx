import type { PlanAccessReply } from '@portal/contract';
import { useState } from 'react';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { CommitmentsPanel } from './commitments-panel.tsx';
import { usePlanAccess, type FocusKey } from './plan-api.ts';
import { PlanTabs, panelId, tabId, type TabId } from './plan-tabs.tsx';
import { StepBoard } from './step-board.tsx';
import './action-steps.css';

const focusValue = (f: FocusKey) => `${f.assessment_id}:${f.path}`;

/** /action-steps (spec §2): the main focus, then the action steps, reminders and commitments tabs. */
export default function ActionStepsPage() {
  const access = usePlanAccess();
  return (
    <section className="page" aria-labelledby="action-steps-title">
      <h1 id="action-steps-title" className="page__title">My Action Steps</h1>
      <QueryState query={access} loading="Loading your implementation plan" failed="We could not load your implementation plan.">
        {(reply) => <Plan access={reply} />}
      </QueryState>
    </section>
  );
}

function Plan({ access }: { access: PlanAccessReply }) {
  const [tab, setTab] = useState<TabId>(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const focus = access.focus_areas.find((f) => focusValue(f) === chosen) ?? access.focus_areas[0] ?? null;
  const board = tab === 1 ? 'action_steps' : 'reminders';
  return (
    <>
      {focus && (
        <div className="plan__focus field">
          <label htmlFor="plan-focus" className="field__label">Main focus</label>
          <select id="plan-focus" value={focusValue(focus)} onChange={(e) => setChosen(e.target.value)}>
            {access.focus_areas.map((f) => <option key={focusValue(f)} value={focusValue(f)}>{f.name}</option>)}
          </select>
        </div>
      )}
      <PlanTabs current={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="plan__panel">
        {tab === 3 && <CommitmentsPanel access={access} />}
        {tab !== 3 && (focus
          // spec §4: a new key for each tab and focus area, so the board starts again from three empty columns
          ? <StepBoard key={`${board}:${focusValue(focus)}`} focus={{ assessment_id: focus.assessment_id, path: focus.path }} board={board} />
          : <EmptyState title="No focus area is open yet.">
            <p>Your coach opens the focus areas of your assessment; their action steps and reminders then show here.</p>
          </EmptyState>)}
      </div>
    </>
  );
}
