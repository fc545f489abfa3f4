import type { Assessment, ImplementationShowReply } from '@portal/contract';

// A small plan for unit tests: pricing is open (access 1), operations closed (access 0).

export const assessment = (over: Partial<Assessment> = {}): Assessment => ({
  id: 5, user_id: 7, company_id: null, title: 'Business Health Assessment', type: 'client', status: 'complete',
  currency_id: 2, created_at: '2026-01-10T12:00:00.000Z', ...over,
});

export const samplePlan = (): ImplementationShowReply => ({
  status: 200,
  implementation: [
    { id: 2, assessment_id: 5, path: 'operations', name: 'Operations', description: 'Systems.', order: 1, total_lessons: 1, access: 0, progress: null },
    { id: 1, assessment_id: 5, path: 'pricing', name: 'Pricing for profit', description: 'Margin.', order: 0, total_lessons: 2, access: 1, progress: null },
  ],
  data: {
    lessons: [
      { id: 12, assessment_id: 5, path: 'pricing', title: 'Price floor', summary: 'Range.', content: '<p>Floor</p>', video: null, poster: null, order: 1,
        items: [{ key: 'step-1', label: 'Survey competitors' }], locked: false },
      { id: 11, assessment_id: 5, path: 'pricing', title: 'Unit cost', summary: 'Costs.', content: '<p>Cost<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
        video: null, poster: null, order: 0,
        items: [{ key: 'step-1', label: 'List every cost' }, { key: 'step-2', label: 'Allocate overhead' }], locked: false },
      { id: 21, assessment_id: 5, path: 'operations', title: 'Only you', summary: 'Tasks.', content: null, video: null, poster: null, order: 0,
        items: [{ key: 'step-1', label: 'Log your time' }], locked: true },
    ],
    appointments: [],
    assessments: [assessment()],
    progress: [{ assessment_id: 5, path: 'pricing', status: 'in_progress', percent: 33, updated_at: '2026-01-11T00:00:00.000Z' }],
    access: [{ path: 'pricing', assessment_id: 5, access: 1 }, { path: 'operations', assessment_id: 5, access: 0 }],
    checked_items: [{ assessment_id: 5, lesson_id: 11, item: 'step-1', created_at: '2026-01-11T00:00:00.000Z' }],
  },
});
