import type { IdeaCard as Card } from '@portal/contract';
import { Link } from 'react-router';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { FavouriteButton } from './favourite-button.tsx';
import { ideaPath } from './idea-paths.ts';

/** The pictures are 480×270 WebP (db/seed/demo-idea-bank.ts); the size is given so nothing jumps. */
export const IDEA_IMAGE = { width: 480, height: 270 } as const;

export function IdeaCard({ idea }: { idea: Card }) {
  const image = safeHttpUrl(idea.image);
  return (
    <article className="card idea-card">
      {image && <img className="card__image" src={image} alt="" loading="lazy" decoding="async" {...IDEA_IMAGE} />}
      <div className="idea-card__body">
        <p className="idea-card__category">{idea.category.name}</p>
        <h2 className="idea-card__title"><Link to={ideaPath(idea.slug)}>{idea.title}</Link></h2>
        {idea.summary && <p>{idea.summary}</p>}
      </div>
      <div className="idea-card__actions">
        <FavouriteButton ideaId={idea.id} title={idea.title} favourite={idea.favourite} />
      </div>
    </article>
  );
}
