import type { Assessment } from '@portal/contract';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';
import { AssessmentPicker } from './assessment-picker.tsx';
import { currencyOf, currencySymbol } from './lesson-rules.ts';
import { useAnalysis, useCurrencies } from './lessons-api.ts';

interface SummaryProps {
  assessment: Assessment;
  list: readonly Assessment[];
  zone: string;
  onChoose: (id: number) => void;
}

/** The chosen assessment: its date, its currency (spec §4) and what it found. */
export function AssessmentSummary({ assessment, list, zone, onChoose }: SummaryProps) {
  const currencies = useCurrencies();
  const currency = currencyOf(currencies.data, assessment);
  return (
    <section className="card assessment-summary" aria-labelledby="assessment-title">
      <div className="assessment-summary__head">
        <div>
          <h2 id="assessment-title" className="lessons__subtitle">{assessment.title}</h2>
          <dl className="assessment-summary__facts">
            <div><dt>Taken</dt><dd>{formatInZone(assessment.created_at, zone, DATE_ONLY)}</dd></div>
            <div>
              <dt>Currency</dt>
              <dd>{currency ? `${currency.name} (${currencySymbol(currency)}, ${currency.code})` : currencies.isPending ? 'Loading…' : 'Not known'}</dd>
            </div>
          </dl>
        </div>
        {list.length > 1 && <AssessmentPicker assessments={list} selectedId={assessment.id} zone={zone} onChoose={onChoose} />}
      </div>
      <Findings assessmentId={assessment.id} />
    </section>
  );
}

function Findings({ assessmentId }: { assessmentId: number }) {
  const analysis = useAnalysis(assessmentId);
  if (!analysis.data || analysis.data.analysis.length === 0) return null;
  const areas = [...analysis.data.analysis].sort((a, b) => a.order - b.order);
  return (
    <details className="findings">
      <summary>What your assessment found ({areas.length} areas)</summary>
      <ul className="findings__list">
        {areas.map((a) => (
          <li key={a.id} className="findings__item">
            <span className="findings__area">{a.area}</span>
            <span className="findings__score">Score {a.score} / 100</span>
            <p className="findings__text">{a.findings}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
