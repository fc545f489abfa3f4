import type { ManageAnalyticsInput } from '@portal/contract';

/**
 * How a part of the lesson-work form saves its fields (spec §7 manageAnalytics): LessonWork makes
 * one and hands it to its parts, which name it from here rather than from the form itself.
 */
export type SaveAnalytics = (fields: ManageAnalyticsInput, onFail?: () => void, onDone?: () => void) => void;
