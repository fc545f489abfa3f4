import { AD_COPY_MAX, CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, IdeaUpdateBody, idFrom, type CoachIdea, type CoachIdeaBank } from '@portal/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HttpError } from '../../lib/http-error.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { RichTextField } from '../../shared/ui/rich-text-field.tsx';
import { ideaPicture, useDeleteIdea, useIdea, useIdeaBank, useUpdateIdea } from './api.ts';
import { NotFound } from './not-found.tsx';
import { PicturePanel } from './picture-panel.tsx';
import { useContentForm } from './use-content-form.ts';
import './content-admin.css';

const FIELDS = ['title', 'category_id', 'summary', 'body', 'ad_copy', 'position'];

function IdeaForm({ idea, categories }: { idea: CoachIdea; categories: CoachIdeaBank['categories'] }) {
  const form = useContentForm(IdeaUpdateBody, { numbers: ['position'] }, FIELDS);
  const update = useUpdateIdea(idea.id, { onDone: () => { form.saved(); notifySuccess('The idea is saved.'); }, onFailed: form.failed });
  const e = form.errors;
  return (
    <form className="card ca-form" noValidate onInput={form.changed} onSubmit={form.submitWith((body) => update.mutate(body))} aria-labelledby="ca-idea-form-title">
      <h2 id="ca-idea-form-title">Idea</h2>
      <div className="ca-form__grid">
        <Field label="Title" required error={e.title}>{(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required defaultValue={idea.title} />}</Field>
        <Field label="Category" required error={e.category_id}>
          {(a) => (
            <select {...a} name="category_id" required defaultValue={idea.category_id}>
              {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          )}
        </Field>
      </div>
      <Field label="Summary" error={e.summary} hint="One or two sentences, shown on the idea's card and in search.">
        {(a) => <textarea {...a} name="summary" rows={2} maxLength={CONTENT_SUMMARY_MAX} defaultValue={idea.summary} />}
      </Field>
      <RichTextField label="The idea and how to do it" name="body" defaultValue={idea.body} maxLength={CONTENT_BODY_MAX} error={e.body} />
      <Field label="Example ad copy" error={e.ad_copy} hint="Plain text the client can copy.">
        {(a) => <textarea {...a} name="ad_copy" rows={4} maxLength={AD_COPY_MAX} defaultValue={idea.ad_copy} />}
      </Field>
      <Field label="Order in its category" error={e.position} hint="Lower numbers come first.">
        {(a) => <input {...a} name="position" type="number" min={0} inputMode="numeric" defaultValue={idea.position} />}
      </Field>
      <p className="ca-hint">Clients find it at <Link to={`/idea-bank/idea/${idea.slug}`}>/idea-bank/idea/{idea.slug}</Link>.</p>
      <div className="form-actions"><Button type="submit" variant="primary" busy={update.isPending}>Save idea</Button></div>
    </form>
  );
}

function DeleteIdea({ idea }: { idea: CoachIdea }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteIdea(idea.id, { onDone: () => { notifySuccess('The idea is deleted.'); void navigate('/coach/idea-bank'); }, onFailed: notifyFailure });
  return (
    <section className="card" aria-labelledby="ca-delete-idea">
      <h2 id="ca-delete-idea">Delete the idea</h2>
      <Button onClick={() => setOpen(true)}>Delete idea</Button>
      <ConfirmDialog open={open} title="Delete this idea?" keepLabel="Keep the idea" confirmLabel="Delete idea"
        busy={remove.isPending} onConfirm={() => remove.mutate(undefined)} onCancel={() => setOpen(false)}>
        <p>“<strong>{idea.title}</strong>” will be removed from the idea bank and from every client's favourites. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** /coach/idea-bank/ideas/:ideaId: an idea's text, ad copy, category and picture. */
export default function IdeaContentPage() {
  const ideaId = idFrom(useParams().ideaId) ?? 0;
  const idea = useIdea(ideaId);
  const bank = useIdeaBank();
  if (!ideaId || (idea.error instanceof HttpError && idea.error.status === 404)) {
    return <NotFound what="idea" back="/coach/idea-bank" backLabel="Back to Idea bank content" />;
  }
  return (
    <section className="page" aria-labelledby="ca-idea-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to="/coach/idea-bank">Idea bank content</Link></li><li aria-current="page">{idea.data?.title ?? 'Idea'}</li></ol>
      </nav>
      <h1 id="ca-idea-title" className="page__title">{idea.data?.title ?? 'Idea'}</h1>
      <QueryState query={idea} loading="Loading the idea" failed="We could not load the idea.">
        {(i) => (
          <div className="stack">
            {bank.data && <IdeaForm key={`${i.id}:${i.updated_at}`} idea={i} categories={bank.data.categories} />}
            <PicturePanel image={i.images[0] ?? null} alt={i.title} target={ideaPicture(i.id)} />
            <DeleteIdea idea={i} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
