import type { Assessment } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { AssessmentChoices } from './assessment-picker.tsx';
import { AssessmentSummary } from './assessment-summary.tsx';
import { routeId, selectAssessment } from './lesson-rules.ts';
import { useAssessments } from './lessons-api.ts';
import { LessonPlan } from './lesson-plan.tsx';
import './lessons.css';

export const ASSESSMENT_PARAM = 'assessment';

/** /lessons: flash coaching — the chosen assessment's implementation plan (spec §2, §4). */
export default function LessonsPage() {
  const zone = userTimeZone(useUser());
  const assessments = useAssessments();
  const [params, setParams] = useSearchParams();
  const requested = routeId(params.get(ASSESSMENT_PARAM));
  const choose = (id: number) => setParams({ [ASSESSMENT_PARAM]: String(id) });

  return (
    <section className="page lessons" aria-labelledby="lessons-title">
      <h1 id="lessons-title" className="page__title">My Lessons</h1>
      <QueryState query={assessments} loading="Loading your assessments" failed="We could not load your assessments."
        isEmpty={(list) => list.length === 0} empty="No assessment yet"
        emptyDetail={<p>Your lessons follow from your business assessment. Once your coach has completed it with you, your plan appears here.</p>}>
        {(list) => (
          <Chosen list={list} selected={selectAssessment(list, requested)} requested={requested} zone={zone} onChoose={choose} />
        )}
      </QueryState>
    </section>
  );
}

function Chosen({ list, selected, requested, zone, onChoose }: {
  list: Assessment[]; selected: Assessment | null; requested: number | null; zone: string; onChoose: (id: number) => void;
}) {
  if (!selected) {
    return (
      <section className="card" aria-labelledby="choose-title">
        <h2 id="choose-title" className="lessons__subtitle">Choose an assessment</h2>
        {requested !== null && <p role="alert">That assessment is not one of yours. Choose one below.</p>}
        <p>Each assessment has its own plan of lessons.</p>
        <AssessmentChoices assessments={list} selectedId={null} zone={zone} onChoose={onChoose} />
      </section>
    );
  }
  return (
    <div className="stack">
      <AssessmentSummary assessment={selected} list={list} zone={zone} onChoose={onChoose} />
      <LessonPlan assessmentId={selected.id} zone={zone} />
    </div>
  );
}
