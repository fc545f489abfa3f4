// spec §2: "Any path containing /lessons/ followed by digits counts as a lesson page. Analytics
// syncing is active there." Read literally: `/lessons/12/34` is one, `/lessons` is not, and a group
// lesson (`/groups/1/2/lesson/3`, singular "lesson") is not.
const LESSON_PAGE = /\/lessons\/\d/;

export const isLessonPath = (pathname: string): boolean => LESSON_PAGE.test(pathname);
