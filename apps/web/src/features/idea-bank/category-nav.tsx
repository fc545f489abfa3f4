import type { IdeaCategory } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ideaListPath, type ListState } from './idea-paths.ts';

interface CategoryNavProps { categories: IdeaCategory[]; state: ListState }

/** The categories as links (each a real address), keeping the search and the favourites filter. */
export function CategoryNav({ categories, state }: CategoryNavProps) {
  const total = categories.reduce((n, c) => n + c.idea_count, 0);
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways (idea-bank.css): the chosen category is brought into it.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [state.category]);
  const chip = (slug: string | undefined, label: string, count: number) => (
    <li key={slug ?? ''}>
      <Link className="idea-chip" to={ideaListPath({ ...state, category: slug })} aria-current={state.category === slug ? 'page' : undefined}>
        {label} <span className="idea-chip__count">({count})</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label="Idea categories" className="idea-chips">
      <ul ref={list}>
        {chip(undefined, 'All ideas', total)}
        {categories.map((c) => chip(c.slug, c.name, c.idea_count))}
      </ul>
    </nav>
  );
}
