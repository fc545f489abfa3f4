import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { HomeRedirect, PublicOnly, RequireAuth, RequireFlag } from './guards.tsx';
import { PageLoading } from './lazy-page.tsx';
import * as Page from './pages.ts';

/** spec §2: every route of the product. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/login" element={<Page.LoginPage />} />
        </Route>
        <Route path="/reset/:token" element={<Page.ResetPage />} />
        <Route path="/fbslogin/:token" element={<Page.FbsLoginPage />} />

        <Route element={<RequireAuth />}>
          <Route element={<Page.Shell />}>
            <Route index element={<HomeRedirect />} />
            <Route path="schedule" element={<Page.SchedulePage />} />
            <Route path="profile" element={<Page.ProfilePage />} />
            <Route path="coachprofile" element={<Page.CoachPage />} />
            <Route path="help" element={<Page.HelpPage />} />
            <Route path="groups" element={<Page.GroupsPage />} />
            <Route path="groups/:groupid/:usergroupid" element={<Page.GroupPage />} />
            <Route path="groups/:groupid/:usergroupid/lesson/:lessonid" element={<Page.GroupLessonPage />} />
            <Route path="lessons" element={<Page.LessonsPage />} />
            <Route path="lessons/:assessmentid/:lessonid" element={<Page.LessonPage />} />
            <Route path="resources" element={<Page.ResourcesPage />} />
            <Route path="action-steps" element={<Page.ActionStepsPage />} />
            <Route path="metrics" element={<Page.MetricsPage />} />
            <Route path="notes" element={<Page.NotesPage />} />
            <Route path="messages/*" element={<Page.MessagesPage />} />
            <Route path="idea-bank/*" element={<Page.IdeaBankPage />} />
            <Route element={<RequireFlag flag="business_academy" />}>
              <Route path="business-academy" element={<Page.BusinessAcademyPage />} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
