import { MemoryRouter, Route, Routes } from 'react-router';
import { renderSignedIn } from '../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../test-support/sample-user.ts';
import GroupPage from './group-page.tsx';
import GroupLessonPage from './lesson/group-lesson-page.tsx';

/** The member's group and lesson pages at `path` (the paths of app-routes.tsx), signed in as the sample user. */
export const renderGroupRoutes = (path: string) => renderSignedIn(
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/groups/:groupid/:usergroupid" element={<GroupPage />} />
      <Route path="/groups/:groupid/:usergroupid/lesson/:lessonid" element={<GroupLessonPage />} />
    </Routes>
  </MemoryRouter>,
  sampleUser,
);
