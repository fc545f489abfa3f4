/**
 * The number a member sees on each lesson: its place among the lessons they are shown, 1…n in
 * lesson_order. lesson_order counts the coach's drafts too, which members never see, so showing it
 * as is would leave gaps ("Lesson 2" as the only lesson).
 */
export function lessonNumbers(lessons: readonly { id: string; lesson_order: number }[]): Map<string, number> {
  const ordered = [...lessons].sort((a, b) => a.lesson_order - b.lesson_order);
  return new Map(ordered.map((l, i) => [l.id, i + 1]));
}
