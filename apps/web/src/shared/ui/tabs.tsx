import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { markScrollEdges } from './scroll-edges.ts';
import './ui.css';

export interface TabItem<T extends string | number> { id: T; label: string }

/** The ids that tie a tab to its panel (`role="tabpanel"`, `aria-labelledby` the tab). */
export const tabDomId = (prefix: string, id: string | number) => `${prefix}-tab-${id}`;
export const panelDomId = (prefix: string, id: string | number) => `${prefix}-panel-${id}`;

interface TabsProps<T extends string | number> {
  tabs: readonly TabItem<T>[];
  current: T;
  onChange: (id: T) => void;
  /** The tab list's name, e.g. "Plan". */
  label: string;
  /** Prefix of the tab and panel ids (tabDomId, panelDomId). */
  idPrefix: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them (automatic activation). */
export function Tabs<T extends string | number>({ tabs, current, onChange, label, idPrefix }: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  // on a narrow screen the row scrolls (ui.css): the chosen tab, even one named in the address, is
  // scrolled into view within the row (and only the row, not the page)
  useLayoutEffect(() => {
    const row = list.current;
    const tab = refs.current.get(current);
    if (!row || !tab) return;
    const [r, t] = [row.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (t.left < r.left) row.scrollLeft -= r.left - t.left;
    else if (t.right > r.right) row.scrollLeft += t.right - r.right;
  }, [current]);
  useEffect(() => markScrollEdges(list.current), []);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button key={t.id} type="button" role="tab" id={tabDomId(idPrefix, t.id)}
          aria-controls={t.id === current ? panelDomId(idPrefix, t.id) : undefined}
          aria-selected={t.id === current} tabIndex={t.id === current ? 0 : -1}
          ref={(el) => { if (el) refs.current.set(t.id, el); else refs.current.delete(t.id); }}
          className="tabs__tab" onClick={() => onChange(t.id)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
