import { safeHttpUrl } from '../../../lib/safe-url.ts';
import type { LessonResourceItem } from '../api/schemas.ts';

/** Resources in the coach's order, grouped by their type's name (spec §3 Lesson resources). */
export function groupResourcesByType(resources: readonly LessonResourceItem[]): [string, LessonResourceItem[]][] {
  const groups = new Map<string, LessonResourceItem[]>();
  for (const resource of [...resources].sort((a, b) => a.order - b.order)) {
    const list = groups.get(resource.type.name) ?? [];
    list.push(resource);
    groups.set(resource.type.name, list);
  }
  return [...groups.entries()];
}

// The server's resource type names (video, pdf, worksheet, link, audio) as headings; others as given.
const TYPE_HEADINGS: Record<string, string> = {
  video: 'Videos', pdf: 'PDF handouts', worksheet: 'Worksheets', link: 'Links', audio: 'Audio',
};
export const typeHeading = (name: string) => TYPE_HEADINGS[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1);

export function LessonResources({ resources }: { resources: LessonResourceItem[] }) {
  const byType = groupResourcesByType(resources);
  return (
    <section aria-labelledby="resources-title">
      <h2 id="resources-title">Resources</h2>
      {byType.length === 0 ? <p>This lesson has no resources.</p> : byType.map(([type, items]) => (
        <div key={type} className="resource-group">
          <h3 className="resource-group__title">{typeHeading(type)}</h3>
          <ul className="resource-group__list">
            {items.map((item) => {
              const href = safeHttpUrl(item.url);
              const label = item.title || item.url;
              return (
                <li key={item.id}>
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {label}<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : label}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
