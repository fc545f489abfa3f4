import { COACH_PROGRAMME_MESSAGES as M, idFrom, type CoachGroup } from '@portal/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCoachGroup, useUpdateGroup } from './api.ts';
import { GroupForm } from './group-form.tsx';
import { GroupImage } from './group-image.tsx';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { GROUP_TABS, isGroupTab, panelId, TAB_PREFIX, tabId, type GroupTab } from './group-tabs.ts';
import { InsightTab } from './insight-tab.tsx';
import { LessonsTab } from './lessons-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import './coach-programmes.css';

function DetailsTab({ group }: { group: CoachGroup }) {
  const update = useUpdateGroup(group.id, { onDone: () => notifySuccess(M.groupSaved) });
  return (
    <div className="stack">
      <GroupForm key={group.id} group={group} busy={update.isPending} submitLabel="Save details"
        onSubmit={(body, failed) => update.mutate(body, { onError: failed })} />
      <GroupImage group={group} />
    </div>
  );
}

function TabPanel({ tab, group }: { tab: GroupTab; group: CoachGroup }) {
  switch (tab) {
    case 'details': return <DetailsTab group={group} />;
    case 'lessons': return <LessonsTab groupId={group.id} />;
    case 'members': return <MembersTab group={group} />;
    case 'insight': return <InsightTab group={group} />;
  }
}

export function NotFound({ what }: { what: string }) {
  return (
    <EmptyState title={`This ${what} was not found.`}>
      <p><Link to="/coach/groups">Back to Programmes</Link></p>
    </EmptyState>
  );
}

/** /coach/groups/:groupId: one group, in tabs (the tab is in the address, so it can be linked). */
export default function CoachGroupPage() {
  const groupId = idFrom(useParams().groupId) ?? 0;
  const [params, setParams] = useSearchParams();
  const tab: GroupTab = isGroupTab(params.get('tab')) ? params.get('tab') as GroupTab : 'details';
  const group = useCoachGroup(groupId);
  if (!groupId || (group.error instanceof HttpError && group.error.status === 404)) return <NotFound what="group" />;
  return (
    <section className="page" aria-labelledby="cp-group-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to="/coach/groups">Programmes</Link></li><li aria-current="page">{group.data?.title ?? 'Group'}</li></ol>
      </nav>
      <h1 id="cp-group-title" className="page__title">{group.data?.title ?? 'Group'}</h1>
      <QueryState query={group} loading="Loading the group" failed="We could not load the group.">
        {(g) => (
          <>
            <Tabs tabs={GROUP_TABS} current={tab} label="Group" idPrefix={TAB_PREFIX}
              onChange={(next) => setParams(next === 'details' ? {} : { tab: next }, { replace: true })} />
            {GROUP_TABS.filter((t) => t.id === tab).map((t) => (
              <div key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} className="cp-panel">
                <TabPanel tab={t.id} group={g} />
              </div>
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}
