import { panelDomId, tabDomId, Tabs } from '../../shared/ui/tabs.tsx';

export const TABS = [
  { id: 1, label: 'Action steps' },
  { id: 2, label: 'Reminders' },
  { id: 3, label: 'Commitments' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export const tabId = (id: TabId) => tabDomId('plan', id);
export const panelId = (id: TabId) => panelDomId('plan', id);

/** spec §2 /action-steps: the tabs, numbered from 1 (shared/ui/tabs.tsx: arrow keys, Home, End). */
export function PlanTabs({ current, onChange }: { current: TabId; onChange: (id: TabId) => void }) {
  return <Tabs tabs={TABS} current={current} onChange={onChange} label="Plan" idPrefix="plan" />;
}
