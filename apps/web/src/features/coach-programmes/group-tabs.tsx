import { useRef, type KeyboardEvent } from 'react';

export const GROUP_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'lessons', label: 'Lessons' },
  { id: 'members', label: 'Members' },
  { id: 'insight', label: 'Insight' },
] as const;
export type GroupTab = (typeof GROUP_TABS)[number]['id'];
export const isGroupTab = (v: string | null): v is GroupTab => GROUP_TABS.some((t) => t.id === v);
export const tabId = (id: GroupTab) => `cp-tab-${id}`;
export const panelId = (id: GroupTab) => `cp-panel-${id}`;

/** The group page's tabs: WAI-ARIA tabs (arrow keys, Home, End; automatic activation). */
export function GroupTabs({ current, onChange }: { current: GroupTab; onChange: (id: GroupTab) => void }) {
  const refs = useRef(new Map<GroupTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = GROUP_TABS.findIndex((t) => t.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: GROUP_TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = GROUP_TABS[(next + GROUP_TABS.length) % GROUP_TABS.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label="Group" className="cp-tabs" onKeyDown={onKeyDown}>
      {GROUP_TABS.map((t) => (
        <button key={t.id} type="button" role="tab" id={tabId(t.id)} aria-controls={t.id === current ? panelId(t.id) : undefined}
          aria-selected={t.id === current} tabIndex={t.id === current ? 0 : -1}
          ref={(el) => { if (el) refs.current.set(t.id, el); else refs.current.delete(t.id); }}
          className="cp-tabs__tab" onClick={() => onChange(t.id)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
