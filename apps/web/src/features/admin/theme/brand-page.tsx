import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useAdminTheme } from '../admin-api.ts';
import { BrandEditor } from './brand-editor.tsx';
import '../admin.css';

/** /admin/theme: the tenant's brand (spec §1, §3 Theme), for its admins (issue 12). */
export default function BrandPage() {
  const theme = useAdminTheme();
  return (
    <section className="page brand-editor" aria-labelledby="brand-title">
      <h1 id="brand-title" className="page__title">Brand</h1>
      <p className="brand-editor__intro">
        The colours, pictures and texts of this portal. Clients and coaches see a saved change the next time a page loads.
      </p>
      <QueryState query={theme} loading="Loading the brand" rows={6} failed="We could not load the brand.">
        {(data) => <BrandEditor theme={data} />}
      </QueryState>
    </section>
  );
}
