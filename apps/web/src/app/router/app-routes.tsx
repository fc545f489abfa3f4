import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { HomeRedirect, PublicOnly, RequireAuth, RequireFlag, RequireRole } from './guards.tsx';
import { PageLoading } from './lazy-page.tsx';
import { requestSchedule, SCHEDULE_REQUEST } from '../../features/schedule/schedule-request.ts';
import { NOTES_REQUEST, requestNotes } from '../../features/notes/notes-request.ts';
import { startEarly } from '../../lib/early-request.ts';
import * as Page from './pages.ts';

/** What a route may start before it renders: its data, fetched beside its code. */
export interface RouteHandle {
  prefetch?: () => void;
}

/** spec §2: every route of the product. */
export const routes: RouteObject[] = [
  { element: <PublicOnly />, children: [{ path: '/login', element: <Page.LoginPage /> }] },
  { path: '/reset/:token', element: <Page.ResetPage /> },
  { path: '/fbslogin/:token', element: <Page.FbsLoginPage /> },
  { path: '/invite/:token', element: <Page.InvitePage /> },
  // issue 21: a notification mail's unsubscribe link, signed in or not
  { path: '/unsubscribe', element: <Page.UnsubscribePage /> },
  {
    element: <RequireAuth />,
    children: [{
      element: <Page.Shell />,
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: 'schedule', element: <Page.SchedulePage />, handle: { prefetch: () => startEarly(SCHEDULE_REQUEST, requestSchedule) } satisfies RouteHandle },
        { path: 'profile', element: <Page.ProfilePage /> },
        { path: 'coachprofile', element: <Page.CoachPage /> },
        { path: 'help', element: <Page.HelpPage /> },
        { path: 'groups', element: <Page.GroupsPage /> },
        { path: 'groups/:groupid/:usergroupid', element: <Page.GroupPage /> },
        { path: 'groups/:groupid/:usergroupid/lesson/:lessonid', element: <Page.GroupLessonPage /> },
        { path: 'lessons', element: <Page.LessonsPage /> },
        { path: 'lessons/:assessmentid/:lessonid', element: <Page.LessonPage /> },
        { path: 'resources', element: <Page.ResourcesPage /> },
        { path: 'action-steps', element: <Page.ActionStepsPage /> },
        { path: 'metrics', element: <Page.MetricsPage /> },
        { path: 'notes', element: <Page.NotesPage />, handle: { prefetch: () => startEarly(NOTES_REQUEST, requestNotes) } satisfies RouteHandle },
        { path: 'messages/*', element: <Page.MessagesPage /> },
        { path: 'idea-bank/*', element: <Page.IdeaBankPage /> },
        {
          element: <RequireFlag flag="business_academy" />,
          children: [{ path: 'business-academy', element: <Page.BusinessAcademyPage /> }],
        },
        {
          element: <RequireRole side="staff" />,
          children: [
            { path: 'coach/clients', element: <Page.CoachClientsPage /> },
            // before coach/clients/:id, so the page preloader (route-branch.ts) picks this one
            { path: 'coach/clients/new', element: <Page.InviteClientPage /> },
            { path: 'coach/clients/:id', element: <Page.CoachClientPage /> },
            { path: 'coach/clients/:id/schedule', element: <Page.CoachClientSchedulePage /> },
            { path: 'coach/clients/:id/plan', element: <Page.CoachClientPlanPage /> },
            { path: 'coach/clients/:id/flash', element: <Page.CoachClientFlashPage /> },
            { path: 'coach/clients/:id/files', element: <Page.CoachClientFilesPage /> },
            { path: 'coach/clients/:id/timeline', element: <Page.CoachClientTimelinePage /> },
            { path: 'coach/files', element: <Page.CoachFilesPage /> },
            { path: 'coach/sessions', element: <Page.CoachSessionsPage /> },
            { path: 'coach/sessions/availability', element: <Page.CoachAvailabilityPage /> },
            { path: 'coach/sessions/types', element: <Page.CoachSessionTypesPage /> },
            { path: 'coach/tickets', element: <Page.CoachTicketsPage /> },
            { path: 'coach/tickets/:id', element: <Page.CoachTicketPage /> },
            // `new` before `:groupId`, as above
            { path: 'coach/groups', element: <Page.CoachGroupsPage /> },
            { path: 'coach/groups/new', element: <Page.CoachNewGroupPage /> },
            { path: 'coach/groups/:groupId', element: <Page.CoachGroupPage /> },
            { path: 'coach/groups/:groupId/lessons/:lessonId', element: <Page.CoachLessonPage /> },
            { path: 'coach/academy', element: <Page.AcademyContentPage /> },
            { path: 'coach/academy/:courseId', element: <Page.CourseContentPage /> },
            { path: 'coach/academy/:courseId/lessons/:lessonId', element: <Page.AcademyLessonContentPage /> },
            { path: 'coach/idea-bank', element: <Page.IdeaBankContentPage /> },
            { path: 'coach/idea-bank/ideas/:ideaId', element: <Page.IdeaContentPage /> },
          ],
        },
        {
          element: <RequireRole side="admin" />,
          children: [
            { path: 'admin/theme', element: <Page.AdminBrandPage /> },
            { path: 'admin/team', element: <Page.AdminTeamPage /> },
            { path: 'admin/settings', element: <Page.AdminSettingsPage /> },
          ],
        },
      ],
    }],
  },
  { path: '*', element: <Page.NotFoundPage /> },
];

export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
}
