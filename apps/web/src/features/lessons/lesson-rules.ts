import {
  LESSON_ACCESS_ALLOWED, type AccessEntry, type Assessment, type CheckedItem, type Currency, type ImplementationLesson,
  type ImplementationShowReply, type ProgressEntry,
} from '@portal/contract';

// The rules of the flash-coaching lessons (spec §4 Assessments, Lessons), kept free of React.

/**
 * spec §4: "if exactly one client assessment exists, it is selected automatically". An id the
 * user chose (kept in the address) wins when it names one of theirs.
 */
export function selectAssessment(list: readonly Assessment[], requested: number | null): Assessment | null {
  if (requested !== null) return list.find((a) => a.id === requested) ?? null;
  const clients = list.filter((a) => a.type === 'client');
  return clients.length === 1 ? clients[0]! : null;
}

/** spec §4, §9: a path's lessons can be opened when its access entry for this assessment is 1. */
export function canOpenPath(access: readonly AccessEntry[], assessmentId: number, path: string): boolean {
  return access.some((e) => e.assessment_id === assessmentId && e.path === path && e.access === LESSON_ACCESS_ALLOWED);
}

/** spec §4: the currency is chosen from the currencies list by the assessment's currency_id. */
export function currencyOf(currencies: readonly Currency[] | undefined, assessment: Pick<Assessment, 'currency_id'>): Currency | null {
  return currencies?.find((c) => c.id === assessment.currency_id) ?? null;
}

/** The currency's symbol as this browser's locale writes it ("£", "US$"), else the server's. */
export function currencySymbol(currency: Currency, locale?: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency.symbol;
  } catch {
    return currency.symbol; // not an ISO 4217 code
  }
}

export interface PathGroup {
  key: string;
  name: string;
  description: string;
  open: boolean;
  progress: ProgressEntry | null;
  lessons: ImplementationLesson[];
}

/** Lessons grouped by implementation path, in plan order, each path with its access and progress. */
export function groupByPath(reply: ImplementationShowReply, assessmentId: number): PathGroup[] {
  const { implementation, data } = reply;
  const lessonsOf = (key: string) => data.lessons.filter((l) => l.path === key).sort((a, b) => a.order - b.order);
  const progressOf = (key: string) =>
    data.progress.find((p) => p.assessment_id === assessmentId && p.path === key) ?? null;
  const groups: PathGroup[] = [...implementation].sort((a, b) => a.order - b.order).map((p) => ({
    key: p.path, name: p.name, description: p.description,
    open: canOpenPath(data.access, assessmentId, p.path),
    progress: progressOf(p.path) ?? p.progress,
    lessons: lessonsOf(p.path),
  }));
  // a lesson whose path is missing from the plan list still shows, under its path key
  const known = new Set(groups.map((g) => g.key));
  for (const key of new Set(data.lessons.map((l) => l.path))) {
    if (known.has(key)) continue;
    groups.push({ key, name: key, description: '', open: canOpenPath(data.access, assessmentId, key), progress: progressOf(key), lessons: lessonsOf(key) });
  }
  return groups;
}

/** The item keys ticked on one lesson. */
export function checkedKeys(checked: readonly CheckedItem[], lessonId: number): Set<string> {
  return new Set(checked.filter((c) => c.lesson_id === lessonId).map((c) => c.item));
}

/** The lessons before and after one lesson, across paths in plan order. */
export function neighbours(groups: readonly PathGroup[], lessonId: number) {
  const all = groups.flatMap((g) => g.lessons.map((lesson) => ({ lesson, open: g.open })));
  const at = all.findIndex((x) => x.lesson.id === lessonId);
  return { previous: at > 0 ? all[at - 1]! : null, next: at >= 0 && at < all.length - 1 ? all[at + 1]! : null };
}

/** A route parameter as a positive id, or null. */
export function routeId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
