import { Button } from '../../shared/ui/button.tsx';
import { dayLabel, weekLabel, type AgendaView } from './agenda-dates.ts';

interface AgendaToolbarProps {
  view: AgendaView;
  day: string;
  onView: (view: AgendaView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
}

/** The agenda's Day/Week switch, Previous, Today and Next, and the dates shown (said when they change). */
export function AgendaToolbar({ view, day, onView, onStep, onToday }: AgendaToolbarProps) {
  const unit = view === 'day' ? 'day' : 'week';
  return (
    <div className="cs-toolbar">
      <div className="cs-toolbar__row">
        <div className="cs-switch" role="group" aria-label="Show">
          {(['day', 'week'] as const).map((v) => (
            <button key={v} type="button" className="btn btn--default cs-switch__button" aria-pressed={view === v} onClick={() => onView(v)}>
              {v === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
        <div className="cs-steps" role="group" aria-label={`Move by ${unit}`}>
          <Button onClick={() => onStep(-1)}>Previous<span className="visually-hidden"> {unit}</span></Button>
          {/* never disabled: a focused button that turned disabled would drop keyboard focus */}
          <Button onClick={onToday}>Today</Button>
          <Button onClick={() => onStep(1)}>Next<span className="visually-hidden"> {unit}</span></Button>
        </div>
      </div>
      <p className="cs-toolbar__range" aria-live="polite">{view === 'day' ? dayLabel(day) : `Week of ${weekLabel(day)}`}</p>
    </div>
  );
}
