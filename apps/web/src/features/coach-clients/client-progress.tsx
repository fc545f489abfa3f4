import type { ClientFocusArea, ClientGroup, ClientLessonAnalytics } from '@portal/contract';
import { plural } from './client-facts.ts';

// The client's page: group lessons, what they recorded on them, and their implementation plan.

export function GroupsSection({ groups }: { groups: ClientGroup[] }) {
  return (
    <section className="card client__section" aria-labelledby="client-groups">
      <h2 id="client-groups">Groups and lesson progress</h2>
      {groups.length === 0 ? <p className="client__none">Not in any group.</p> : (
        <ul className="client__list">
          {groups.map((g) => (
            <li key={g.user_group_id}>
              <h3 className="client__item-title">{g.title}</h3>
              <p className="client__meta">
                {g.status === 'unpaid' ? 'Not paid yet' : g.status === 'completed' ? 'Completed' : 'Active'} ·{' '}
                {g.lessons_done} of {plural(g.lessons_total, 'lesson')} done · {g.lessons_open} open
              </p>
              <progress className="client__progress" max={Math.max(1, g.lessons_total)} value={g.lessons_done}
                aria-label={`${g.title}: ${g.lessons_done} of ${g.lessons_total} lessons done`} />
              <ol className="client__lessons">
                {g.lessons.map((l) => (
                  <li key={l.id}>{l.title} — <span className={l.done ? 'client__done' : undefined}>{l.done ? 'Done' : l.open ? 'Open, not done' : 'Locked'}</span></li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AnalyticsSection({ a }: { a: ClientLessonAnalytics }) {
  return (
    <section className="card client__section" aria-labelledby="client-analytics">
      <h2 id="client-analytics">Lesson analytics</h2>
      <dl className="client__stats">
        <div><dt>Lessons recorded</dt><dd>{a.lessons_recorded}</dd></div>
        <div><dt>Checklist steps done</dt><dd>{a.checklist_steps_done} of {a.checklist_steps_total}</dd></div>
        <div><dt>Lesson notes</dt><dd>{a.notes_count}</dd></div>
        <div><dt>Plan items ticked</dt><dd>{a.plan_items_checked}</dd></div>
      </dl>
      <h3 className="client__item-title">Profit impact</h3>
      {a.profit_impacts.length === 0 ? <p className="client__none">No profit impact recorded yet.</p> : (
        <ul className="client__list">
          {a.profit_impacts.map((p, i) => (
            <li key={i}><strong>{p.text}</strong> <span className="client__meta">— {p.lesson_title}, {p.group_title}</span></li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PlanSection({ areas }: { areas: ClientFocusArea[] }) {
  return (
    <section className="card client__section" aria-labelledby="client-plan">
      <h2 id="client-plan">Implementation plan</h2>
      {areas.length === 0 ? <p className="client__none">No assessment or plan yet.</p> : (
        <div className="client__scroll" role="region" aria-label="Action steps by focus area" tabIndex={0}>
        <table className="client__table">
          <caption className="visually-hidden">Action steps by focus area</caption>
          <thead>
            <tr><th scope="col">Focus area</th><th scope="col">To do</th><th scope="col">In progress</th><th scope="col">Completed</th><th scope="col">Overdue</th><th scope="col">Reminders</th></tr>
          </thead>
          <tbody>
            {areas.map((f) => (
              <tr key={`${f.assessment_id}:${f.path}`}>
                <th scope="row">{f.name}{f.open ? '' : ' (not open to the client)'}</th>
                <td>{f.action_steps.to_do}</td>
                <td>{f.action_steps.in_progress}</td>
                <td>{f.action_steps.completed}</td>
                <td>{f.action_steps.overdue ? <strong>{f.action_steps.overdue}</strong> : 0}</td>
                <td>{f.reminders}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </section>
  );
}
