import { Link, Route, Routes } from 'react-router';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { IdeaDetailPage } from './idea-detail-page.tsx';
import { IdeaListPage } from './idea-list-page.tsx';
import { IDEA_BANK_PATH } from './idea-paths.ts';
import './idea-bank.css';

/**
 * spec §2 /idea-bank/*: the marketing & ad idea bank. Its views are sub-routes (idea-paths.ts):
 * all ideas, a category, one idea.
 */
export default function IdeaBankPage() {
  return (
    <Routes>
      <Route index element={<IdeaListPage />} />
      <Route path="idea/:slug" element={<IdeaDetailPage />} />
      <Route path=":category" element={<IdeaListPage />} />
      <Route path="*" element={<NoSuchPage />} />
    </Routes>
  );
}

function NoSuchPage() {
  return (
    <section className="page" aria-labelledby="idea-bank-missing">
      <h1 id="idea-bank-missing" className="page__title">Page not found</h1>
      <EmptyState title="There is no such page in the idea bank.">
        <p><Link to={IDEA_BANK_PATH}>See all ideas</Link></p>
      </EmptyState>
    </section>
  );
}
