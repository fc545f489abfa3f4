import { and, asc, desc, eq } from 'drizzle-orm';
import type { AssessmentAnalysis, Assessment, Currency, ImplementationPath } from '@portal/contract';
import { assessmentAnalysis, assessments, currencies, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { assessmentOwnerFor, readableAssessment, type AssessmentRow } from './assessment-policy.ts';
import { loadPlan, type Plan } from './plan-repo.ts';
import { presentAssessment, presentProgress } from './present.ts';

/** The plan's paths with their access and progress (spec §7 priorities/implementation). */
export function presentPaths(a: AssessmentRow, plan: Plan): ImplementationPath[] {
  return plan.paths.map((p) => {
    const progress = plan.progress.find((x) => x.path === p.path);
    return {
      id: p.id, assessment_id: a.id, path: p.path, name: p.name, description: p.description, order: p.order,
      total_lessons: plan.lessons.filter((l) => l.path === p.path).length,
      access: plan.isOpen(p.path) ? 1 : 0,
      progress: progress ? presentProgress(progress) : null,
    };
  });
}

// spec §4 Assessments, §7 Assessments and implementation.
export function assessmentService(deps: Deps) {
  const { db } = deps;

  async function listFor(tenantId: number, userId: number): Promise<Assessment[]> {
    const rows = await db.select().from(assessments)
      .where(and(eq(assessments.tenantId, tenantId), eq(assessments.userId, userId)))
      .orderBy(desc(assessments.createdAt), desc(assessments.id));
    return rows.map(presentAssessment);
  }

  return {
    listFor,
    /** The caller's assessments, or a client's for their coach. */
    async list(caller: UserRow, requestedUserId?: number) {
      return listFor(caller.tenantId, await assessmentOwnerFor(db, caller, requestedUserId));
    },
    async analysis(caller: UserRow, id: number): Promise<AssessmentAnalysis> {
      const a = await readableAssessment(db, caller, id);
      const items = await db.select().from(assessmentAnalysis).where(eq(assessmentAnalysis.assessmentId, a.id))
        .orderBy(asc(assessmentAnalysis.order), asc(assessmentAnalysis.id));
      return {
        assessment: presentAssessment(a),
        analysis: items.map((i) => ({ id: i.id, area: i.area, score: i.score, findings: i.findings, order: i.order })),
      };
    },
    async priorities(caller: UserRow, id: number): Promise<ImplementationPath[]> {
      const a = await readableAssessment(db, caller, id);
      return presentPaths(a, await loadPlan(db, a));
    },
    async currencies(): Promise<Currency[]> {
      return db.select({ id: currencies.id, code: currencies.code, symbol: currencies.symbol, name: currencies.name })
        .from(currencies).orderBy(asc(currencies.id));
    },
  };
}
export type AssessmentService = ReturnType<typeof assessmentService>;
