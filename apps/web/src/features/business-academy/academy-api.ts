import { AcademyCourse, AcademyCourseDetail } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../lib/http.ts';

// GET reads, cached for CACHE_LIFETIME_MS like every GET (spec §7, §9).

/** GET /api/v1/academy/courses: the catalogue (only with business_academy, spec §2, §6). */
export function useAcademyCourses() {
  return useQuery({
    queryKey: ['academy', 'courses'],
    queryFn: () => get('/api/v1/academy/courses', { schema: z.array(AcademyCourse) }),
  });
}

/** GET /api/v1/academy/courses/{id}: one course with its lessons. */
export function useAcademyCourse(courseId: number | null) {
  return useQuery({
    queryKey: ['academy', 'course', courseId],
    queryFn: () => get(`/api/v1/academy/courses/${courseId}`, { schema: AcademyCourseDetail }),
    enabled: courseId !== null,
  });
}
