import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SafeHtml } from '../../shared/ui/safe-html.tsx';
import { AdCopy } from './ad-copy.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { useIdea } from './idea-bank-api.ts';
import { IDEA_IMAGE } from './idea-card.tsx';
import { IDEA_BANK_PATH, ideaListPath } from './idea-paths.ts';

/** /idea-bank/idea/{slug}: one idea, its how-to and its example ad, with its own address. */
export function IdeaDetailPage() {
  const { slug = '' } = useParams();
  const idea = useIdea(slug);
  const back = <Link to={IDEA_BANK_PATH}>Marketing &amp; Ad Idea Bank</Link>;

  if (idea.error instanceof HttpError && idea.error.status === 404) {
    return (
      <section className="page" aria-labelledby="idea-missing-title">
        <h1 id="idea-missing-title" className="page__title">Idea not found</h1>
        <EmptyState title="There is no such idea in the idea bank.">
          <p>It may have been renamed or removed. {back}</p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="page idea-detail" aria-labelledby="idea-title">
      <QueryState query={idea} rows={6} loading="Loading the idea" failed="We could not load this idea.">
        {(i) => {
          const [first, ...more] = i.images.map((src) => safeHttpUrl(src)).filter((src): src is string => src !== null);
          return (
            <>
              <nav aria-label="Breadcrumb" className="breadcrumb">
                <ol>
                  <li>{back}</li>
                  <li><Link to={ideaListPath({ category: i.category.slug })}>{i.category.name}</Link></li>
                </ol>
              </nav>
              <div className="idea-detail__head">
                <h1 id="idea-title" className="page__title">{i.title}</h1>
                <FavouriteButton ideaId={i.id} title={i.title} favourite={i.favourite} />
              </div>
              {i.summary && <p className="idea-detail__summary">{i.summary}</p>}
              {first && <img className="idea-detail__image" src={first} alt="" decoding="async" {...IDEA_IMAGE} />}
              <SafeHtml className="rich-text idea-detail__body" html={i.body} />
              {i.ad_copy && <AdCopy text={i.ad_copy} />}
              {more.map((src) => <img key={src} className="idea-detail__image" src={src} alt="" loading="lazy" decoding="async" {...IDEA_IMAGE} />)}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
