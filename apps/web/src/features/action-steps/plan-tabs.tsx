import { useRef, type KeyboardEvent } from 'react';

export const TABS = [
  { id: 1, label: 'Action steps' },
  { id: 2, label: 'Reminders' },
  { id: 3, label: 'Commitments' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export const tabId = (id: TabId) => `plan-tab-${id}`;
export const panelId = (id: TabId) => `plan-panel-${id}`;

/** spec §2 /action-steps: the tabs, numbered from 1; WAI-ARIA tabs (arrow keys, Home, End; automatic activation). */
export function PlanTabs({ current, onChange }: { current: TabId; onChange: (id: TabId) => void }) {
  const refs = useRef(new Map<TabId, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label="Plan" className="plan-tabs" onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button key={t.id} type="button" role="tab" id={tabId(t.id)} aria-controls={panelId(t.id)}
          aria-selected={t.id === current} tabIndex={t.id === current ? 0 : -1}
          ref={(el) => { if (el) refs.current.set(t.id, el); else refs.current.delete(t.id); }}
          className="plan-tabs__tab" onClick={() => onChange(t.id)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
