import { AssessmentAnalysis, AssessmentList, CurrencyList, ImplementationShowReply } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';

export const lessonsKeys = {
  assessments: ['lessons', 'assessments'] as const,
  currencies: ['lessons', 'currencies'] as const,
  plan: (assessmentId: number) => ['lessons', 'plan', assessmentId] as const,
  analysis: (assessmentId: number) => ['lessons', 'analysis', assessmentId] as const,
};

/** spec §7: POST /api/v1/assessments/company/simple/ — the signed-in client's assessments. */
export function useAssessments() {
  return useQuery({
    queryKey: lessonsKeys.assessments,
    queryFn: () => post('/api/v1/assessments/company/simple/', {}, { schema: AssessmentList }),
  });
}

/** spec §7: GET /api/v1/currencies (spec §4: the assessment's currency is chosen by currency_id). */
export function useCurrencies() {
  return useQuery({
    queryKey: lessonsKeys.currencies,
    queryFn: () => get('/api/v1/currencies', { schema: CurrencyList }),
  });
}

/**
 * spec §7: POST /api/v1/coachingportal/implementation/show/ — the reply carries `implementation`
 * beside `data` (spec §3 Lesson-page state), so it is read whole rather than unwrapped.
 */
export function useLessonPlan(assessmentId: number | null) {
  return useQuery({
    queryKey: lessonsKeys.plan(assessmentId ?? 0),
    queryFn: ({ signal }) => post('/api/v1/coachingportal/implementation/show/', { assessment_id: assessmentId },
      { schema: ImplementationShowReply, envelope: false, signal }),
    enabled: assessmentId !== null,
  });
}

/** spec §7: POST /api/v1/assessments/analysis/{id} — what the assessment found, per business area. */
export function useAnalysis(assessmentId: number | null) {
  return useQuery({
    queryKey: lessonsKeys.analysis(assessmentId ?? 0),
    queryFn: () => post(`/api/v1/assessments/analysis/${assessmentId}`, {}, { schema: AssessmentAnalysis }),
    enabled: assessmentId !== null,
  });
}
