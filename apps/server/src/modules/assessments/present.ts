import type { AccessEntry, Assessment, ImplementationLesson, ProgressEntry } from '@portal/contract';
import type { accessEntries, implementationLessons, progressEntries } from '../../db/schema/index.ts';
import type { AssessmentRow } from './assessment-policy.ts';

export const presentAssessment = (a: AssessmentRow): Assessment => ({
  id: a.id, user_id: a.userId, company_id: a.companyId, title: a.title, type: a.type, status: a.status,
  currency_id: a.currencyId, created_at: a.createdAt.toISOString(),
});

export const presentProgress = (p: typeof progressEntries.$inferSelect): ProgressEntry => ({
  assessment_id: p.assessmentId, path: p.path, status: p.status, percent: p.percent, updated_at: p.updatedAt.toISOString(),
});

export const presentAccess = (a: typeof accessEntries.$inferSelect): AccessEntry => ({
  path: a.path, assessment_id: a.assessmentId, access: a.access === 1 ? 1 : 0,
});

/** spec §4: a lesson opens only when its path's access is 1; a locked one shows no content. */
export function presentLesson(l: typeof implementationLessons.$inferSelect, assessmentId: number, path: string, open: boolean): ImplementationLesson {
  return {
    id: l.id, assessment_id: assessmentId, path, title: l.title, summary: l.summary, order: l.order, items: l.items,
    content: open ? l.contentHtml : null, video: open ? l.videoUrl : null, poster: l.posterUrl, locked: !open,
  };
}
