import type { ImplementationLesson } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { extractMessage } from '../../lib/error-message.ts';
import { HttpError } from '../../lib/http-error.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { LessonChecklist } from './lesson-checklist.tsx';
import { LessonMedia } from './lesson-media.tsx';
import { checkedKeys, groupByPath, neighbours, routeId, type PathGroup } from './lesson-rules.ts';
import { useLessonPlan } from './lessons-api.ts';
import { LOCKED_REASON, LockIcon, PathProgress } from './path-section.tsx';
import { usePendingItems, useToggleItem, type ItemToggle } from './use-checked-items.ts';
import { useLessonAnalytics } from './use-lesson-analytics.ts';
import './lessons.css';

/** /lessons/{assessmentid}/{lessonid}: one flash-coaching lesson (spec §2). */
export default function LessonPage() {
  const params = useParams();
  const assessmentId = routeId(params.assessmentid);
  const lessonId = routeId(params.lessonid);
  const plan = useLessonPlan(assessmentId);
  const backTo = assessmentId ? `/lessons?assessment=${assessmentId}` : '/lessons';

  let body;
  if (assessmentId === null || lessonId === null) body = <NotFound backTo={backTo} />;
  else if (plan.isPending) body = <Skeleton rows={4} label="Loading the lesson" />;
  // an assessment that is not the user's (or not there) is not found: trying again cannot help
  else if (plan.isError && isMissing(plan.error)) body = <NotFound backTo="/lessons" />;
  else if (plan.isError) {
    body = <ErrorState title={`We could not load this lesson. ${extractMessage(plan.error)}`} onRetry={() => void plan.refetch()} />;
  } else {
    const groups = groupByPath(plan.data, assessmentId);
    const group = groups.find((g) => g.lessons.some((l) => l.id === lessonId));
    const lesson = group?.lessons.find((l) => l.id === lessonId);
    if (!group || !lesson) body = <NotFound backTo={backTo} />;
    else if (!group.open) body = <Locked lesson={lesson} backTo={backTo} />;
    else {
      body = <OpenLesson key={lesson.id} lesson={lesson} group={group} groups={groups}
        assessmentId={assessmentId} checkedItems={checkedKeys(plan.data.data.checked_items, lesson.id)} backTo={backTo} />;
    }
  }
  return <article className="page lesson" aria-labelledby="lesson-title">{body}</article>;
}

interface OpenLessonProps {
  lesson: ImplementationLesson;
  group: PathGroup;
  groups: PathGroup[];
  assessmentId: number;
  checkedItems: Set<string>;
  backTo: string;
}

function OpenLesson({ lesson, group, groups, assessmentId, checkedItems, backTo }: OpenLessonProps) {
  const toggle = useToggleItem(assessmentId);
  const pending = usePendingItems(assessmentId);
  const done = lesson.items.filter((i) => checkedItems.has(i.key)).length;
  const analytics = useLessonAnalytics({
    assessmentId, lessonId: lesson.id, path: group.key, itemsTotal: lesson.items.length, itemsChecked: done,
  });
  const onToggle = (t: ItemToggle) => {
    toggle.mutate(t);
    analytics.itemToggled(t.item, t.checked, done + (t.checked ? 1 : -1));
  };
  const { previous, next } = neighbours(groups, lesson.id);
  return (
    <>
      <Breadcrumb backTo={backTo} pathName={group.name} />
      <h1 id="lesson-title" className="page__title">{lesson.title}</h1>
      {lesson.summary && <p className="lesson__summary">{lesson.summary}</p>}
      <PathProgress progress={group.progress} label={`${group.name} progress`} />
      <LessonMedia title={lesson.title} video={lesson.video} poster={lesson.poster} onProgress={analytics.videoProgress} />
      {lesson.content ? (
        <SafeHtml className="lesson__content" html={lesson.content} />
      ) : (
        <p className="lesson__content lesson__content--empty">This lesson has no written content.</p>
      )}
      <LessonChecklist lesson={lesson} checked={checkedItems} pending={pending} onToggle={onToggle} title="Steps to take" />
      <nav className="lesson__pager" aria-label="Other lessons">
        {previous ? <PagerLink assessmentId={assessmentId} target={previous} rel="Previous" /> : <span />}
        {next ? <PagerLink assessmentId={assessmentId} target={next} rel="Next" /> : <span />}
      </nav>
    </>
  );
}

function PagerLink({ assessmentId, target, rel }: { assessmentId: number; target: { lesson: ImplementationLesson; open: boolean }; rel: 'Previous' | 'Next' }) {
  const text = <><span className="lesson__pager-rel">{rel} lesson</span> {target.lesson.title}</>;
  if (!target.open) {
    return <a role="link" aria-disabled="true" className="lesson__pager-link lesson__pager-link--locked"><LockIcon /> {text} <span className="lesson__pager-note">(locked)</span></a>;
  }
  return <Link className={`lesson__pager-link lesson__pager-link--${rel.toLowerCase()}`} to={`/lessons/${assessmentId}/${target.lesson.id}`}>{text}</Link>;
}

function Breadcrumb({ backTo, pathName }: { backTo: string; pathName?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li><Link to={backTo}>My Lessons</Link></li>
        {pathName && <li aria-current="location">{pathName}</li>}
      </ol>
    </nav>
  );
}

function Locked({ lesson, backTo }: { lesson: ImplementationLesson; backTo: string }) {
  return (
    <>
      <Breadcrumb backTo={backTo} />
      <h1 id="lesson-title" className="page__title">{lesson.title}</h1>
      <div className="panel lesson__locked" role="status">
        <p className="panel__title"><LockIcon /> This lesson is locked</p>
        <p>{LOCKED_REASON}</p>
        <Link to={backTo}>Back to my lessons</Link>
      </div>
    </>
  );
}

const isMissing = (error: unknown) => error instanceof HttpError && (error.status === 403 || error.status === 404);

function NotFound({ backTo }: { backTo: string }) {
  return (
    <>
      <Breadcrumb backTo={backTo} />
      <h1 id="lesson-title" className="page__title">Lesson not found</h1>
      <EmptyState title="We could not find this lesson in your plan.">
        <Link to={backTo}>Back to my lessons</Link>
      </EmptyState>
    </>
  );
}
