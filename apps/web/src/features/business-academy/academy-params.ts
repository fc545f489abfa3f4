import { useSearchParams } from 'react-router';

const toId = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** The open course and lesson live in the query string, so links, reloads and Back all work. */
export function useAcademySelection() {
  const [params] = useSearchParams();
  return { courseId: toId(params.get('course')), lessonId: toId(params.get('lesson')) };
}

export const coursePath = (courseId: number) => `/business-academy?course=${courseId}`;
export const lessonPath = (courseId: number, lessonId: number) => `/business-academy?course=${courseId}&lesson=${lessonId}`;

/** "45 min", "1 h 30 min" for a duration in minutes. */
export function formatMinutes(minutes: number | null): string | null {
  if (minutes === null || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h && `${h} h`, m && `${m} min`].filter(Boolean).join(' ');
}
