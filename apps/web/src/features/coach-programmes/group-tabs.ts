import { panelDomId, tabDomId } from '../../shared/ui/tabs.tsx';

export const GROUP_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'lessons', label: 'Lessons' },
  { id: 'members', label: 'Members' },
  { id: 'insight', label: 'Insight' },
] as const;
export type GroupTab = (typeof GROUP_TABS)[number]['id'];
export const isGroupTab = (v: string | null): v is GroupTab => GROUP_TABS.some((t) => t.id === v);
export const TAB_PREFIX = 'cp';
export const tabId = (id: GroupTab) => tabDomId(TAB_PREFIX, id);
export const panelId = (id: GroupTab) => panelDomId(TAB_PREFIX, id);
