import { lazyPage } from './lazy-page.tsx';

// One chunk per route area (DESIGN §9): /login loads only its own code.
export const Shell = lazyPage(() => import('../layout/shell.tsx'));
export const LoginPage = lazyPage(() => import('../../features/auth/login/login-page.tsx'));
export const ResetPage = lazyPage(() => import('../../features/auth/reset/reset-page.tsx'));
export const FbsLoginPage = lazyPage(() => import('../../features/auth/fbs-login/fbs-login-page.tsx'));
export const InvitePage = lazyPage(() => import('../../features/auth/invite/invite-page.tsx'));
export const UnsubscribePage = lazyPage(() => import('../../features/auth/unsubscribe/unsubscribe-page.tsx'));
export const SchedulePage = lazyPage(() => import('../../features/schedule/schedule-page.tsx'));
export const ProfilePage = lazyPage(() => import('../../features/profile/profile-page.tsx'));
export const CoachPage = lazyPage(() => import('../../features/coach/coach-page.tsx'));
export const HelpPage = lazyPage(() => import('../../features/help/help-page.tsx'));
// the 404 page is rare: its code stays out of the entry every page loads
export const NotFoundPage = lazyPage(() => import('../pages/not-found-page.tsx'));

// Areas of later releases: each its own folder and chunk, replaced when the area is built.
export const GroupsPage = lazyPage(() => import('../../features/groups/groups-page.tsx'));
export const GroupPage = lazyPage(() => import('../../features/groups/group-page.tsx'));
export const GroupLessonPage = lazyPage(() => import('../../features/groups/lesson/group-lesson-page.tsx'));
export const LessonsPage = lazyPage(() => import('../../features/lessons/lessons-page.tsx'));
export const LessonPage = lazyPage(() => import('../../features/lessons/lesson-page.tsx'));
export const ResourcesPage = lazyPage(() => import('../../features/resources/resources-page.tsx'));
export const ActionStepsPage = lazyPage(() => import('../../features/action-steps/action-steps-page.tsx'));
export const MetricsPage = lazyPage(() => import('../../features/metrics/metrics-page.tsx'));
export const NotesPage = lazyPage(() => import('../../features/notes/notes-page.tsx'));
export const MessagesPage = lazyPage(() => import('../../features/messages/messages-page.tsx'));
export const IdeaBankPage = lazyPage(() => import('../../features/idea-bank/idea-bank-page.tsx'));
export const BusinessAcademyPage = lazyPage(() => import('../../features/business-academy/business-academy-page.tsx'));
// The coach's side (issue 12)
export const CoachClientsPage = lazyPage(() => import('../../features/coach-clients/clients-page.tsx'));
export const CoachClientPage = lazyPage(() => import('../../features/coach-clients/client-page.tsx'));
// Issue 12, the tenant's side (admins).
export const AdminBrandPage = lazyPage(() => import('../../features/admin/theme/brand-page.tsx'));
export const AdminTeamPage = lazyPage(() => import('../../features/admin/team/team-page.tsx'));
// Issue 23: the tenant's own settings.
export const AdminSettingsPage = lazyPage(() => import('../../features/admin/settings/settings-page.tsx'));

// Issue 12, the coach side: inviting a client, support tickets.
export const InviteClientPage = lazyPage(() => import('../../features/client-invites/invite-client-page.tsx'));
export const CoachTicketsPage = lazyPage(() => import('../../features/coach-tickets/coach-tickets-page.tsx'));
export const CoachTicketPage = lazyPage(() => import('../../features/coach-tickets/coach-ticket-page.tsx'));

// Issue 12, the coach's side: programmes.
export const CoachGroupsPage = lazyPage(() => import('../../features/coach-programmes/groups-page.tsx'));
export const CoachNewGroupPage = lazyPage(() => import('../../features/coach-programmes/new-group-page.tsx'));
export const CoachGroupPage = lazyPage(() => import('../../features/coach-programmes/group-page.tsx'));
export const CoachLessonPage = lazyPage(() => import('../../features/coach-programmes/lesson-editor-page.tsx'));
// Issue 12, the coach's side: the tenant's academy and idea-bank content.
export const AcademyContentPage = lazyPage(() => import('../../features/content-admin/academy-page.tsx'));
export const CourseContentPage = lazyPage(() => import('../../features/content-admin/course-page.tsx'));
export const AcademyLessonContentPage = lazyPage(() => import('../../features/content-admin/academy-lesson-page.tsx'));
export const IdeaBankContentPage = lazyPage(() => import('../../features/content-admin/idea-bank-page.tsx'));
export const IdeaContentPage = lazyPage(() => import('../../features/content-admin/idea-page.tsx'));
// Issue 12, the coach's side: a client's schedule, plan, files and activity timeline.
export const CoachClientFilesPage = lazyPage(() => import('../../features/coach-work/files-page.tsx'));
export const CoachClientPlanPage = lazyPage(() => import('../../features/coach-work/plan-page.tsx'));
export const CoachClientFlashPage = lazyPage(() => import('../../features/coach-work/flash-page.tsx'));
export const CoachClientSchedulePage = lazyPage(() => import('../../features/coach-work/schedule-page.tsx'));
export const CoachClientTimelinePage = lazyPage(() => import('../../features/coach-work/timeline-page.tsx'));
// Issue 12, the coach's side: every file the coach's clients sent.
export const CoachFilesPage = lazyPage(() => import('../../features/coach-files/received-files-page.tsx'));
// Issue 20, the coach's side of sessions: the agenda, availability and session types.
export const CoachSessionsPage = lazyPage(() => import('../../features/coach-sessions/agenda-page.tsx'));
export const CoachAvailabilityPage = lazyPage(() => import('../../features/coach-sessions/availability-page.tsx'));
export const CoachSessionTypesPage = lazyPage(() => import('../../features/coach-sessions/session-types-page.tsx'));
