import {
  CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, IdeaBody, IdeaCategoryBody, IdeaCategoryUpdateBody, type CoachIdeaBank,
} from '@portal/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { useCreateCategory, useCreateIdea, useDeleteCategory, useIdeaBank, useUpdateCategory } from './api.ts';
import { useContentForm } from './use-content-form.ts';
import './content-admin.css';

type Category = CoachIdeaBank['categories'][number];
const CATEGORY_FIELDS = ['name', 'description', 'position'];

function NewCategoryForm() {
  const form = useContentForm(IdeaCategoryBody, { numbers: ['position'] }, CATEGORY_FIELDS);
  const create = useCreateCategory({ onDone: (c) => { form.saved(); notifySuccess(`“${c.name}” is added.`); }, onFailed: form.failed });
  return (
    <form className="card ca-form" noValidate aria-labelledby="ca-new-category" onInput={form.changed} onSubmit={(event) => {
      const el = event.currentTarget;
      form.submitWith((body) => create.mutate(body, { onSuccess: () => el.reset() }))(event);
    }}>
      <h2 id="ca-new-category">New category</h2>
      <Field label="Name" required error={form.errors.name}>{(a) => <input {...a} name="name" maxLength={CONTENT_TITLE_MAX} required />}</Field>
      <Field label="Description" error={form.errors.description}>{(a) => <textarea {...a} name="description" rows={2} maxLength={CONTENT_SUMMARY_MAX} />}</Field>
      <div className="form-actions"><Button type="submit" variant="primary" busy={create.isPending}>Add category</Button></div>
    </form>
  );
}

function NewIdeaForm({ categories }: { categories: Category[] }) {
  const navigate = useNavigate();
  const form = useContentForm(IdeaBody, {}, ['title', 'category_id']);
  const create = useCreateIdea({
    onDone: (idea) => { form.saved(); notifySuccess('The idea is added.'); void navigate(`/coach/idea-bank/ideas/${idea.id}`); },
    onFailed: form.failed,
  });
  return (
    <form className="card ca-form" noValidate aria-labelledby="ca-new-idea" onInput={form.changed} onSubmit={form.submitWith((body) => create.mutate(body))}>
      <h2 id="ca-new-idea">New idea</h2>
      <div className="ca-form__grid">
        <Field label="Title" required error={form.errors.title}>{(a) => <input {...a} name="title" maxLength={CONTENT_TITLE_MAX} required />}</Field>
        <Field label="Category" required error={form.errors.category_id}>
          {(a) => (
            <select {...a} name="category_id" required defaultValue="">
              <option value="" disabled>Choose a category</option>
              {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          )}
        </Field>
      </div>
      <div className="form-actions"><Button type="submit" variant="primary" busy={create.isPending}>Add idea</Button></div>
    </form>
  );
}

function CategoryEditor({ category, onDelete }: { category: Category; onDelete: (c: Category) => void }) {
  const form = useContentForm(IdeaCategoryUpdateBody, { numbers: ['position'] }, CATEGORY_FIELDS);
  const update = useUpdateCategory({ onDone: () => { form.saved(); notifySuccess('The category is saved.'); }, onFailed: form.failed });
  return (
    <details className="ca-details">
      <summary>Edit “{category.name}”</summary>
      <form className="ca-form" noValidate aria-label={`Edit ${category.name}`} onInput={form.changed}
        onSubmit={form.submitWith((body) => update.mutate({ id: category.id, body }))}>
        <Field label="Name" required error={form.errors.name}>
          {(a) => <input {...a} name="name" maxLength={CONTENT_TITLE_MAX} required defaultValue={category.name} />}
        </Field>
        <Field label="Description" error={form.errors.description}>
          {(a) => <textarea {...a} name="description" rows={2} maxLength={CONTENT_SUMMARY_MAX} defaultValue={category.description} />}
        </Field>
        <Field label="Order" error={form.errors.position} hint="Lower numbers come first.">
          {(a) => <input {...a} name="position" type="number" min={0} inputMode="numeric" defaultValue={category.position} />}
        </Field>
        <p className="ca-hint">Address: /idea-bank/category/{category.slug}</p>
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={update.isPending}>Save category</Button>
          <Button disabled={category.idea_count > 0} onClick={() => onDelete(category)}>Delete category</Button>
        </div>
        {category.idea_count > 0 && <p className="ca-hint">Only an empty category can be deleted.</p>}
      </form>
    </details>
  );
}

/** /coach/idea-bank: the tenant's categories with their ideas; new categories and ideas (issue 12). */
export default function IdeaBankContentPage() {
  const bank = useIdeaBank();
  const [deleting, setDeleting] = useState<Category | null>(null);
  const remove = useDeleteCategory({ onDone: () => { notifySuccess('The category is deleted.'); setDeleting(null); }, onFailed: notifyFailure });
  return (
    <section className="page" aria-labelledby="ca-bank-title">
      <h1 id="ca-bank-title" className="page__title">Idea bank content</h1>
      <p>The categories and ideas of the Marketing &amp; Ad Idea Bank. Clients see every change at once.</p>
      <QueryState query={bank} loading="Loading the idea bank" failed="We could not load the idea bank.">
        {({ categories }) => (
          <div className="stack">
            {categories.length > 0 && <NewIdeaForm categories={categories} />}
            <NewCategoryForm />
            {categories.length === 0 ? <p>The idea bank has no categories yet. Add the first one above.</p> : categories.map((c) => (
              <section key={c.id} className="card ca-category" aria-labelledby={`ca-cat-${c.id}`}>
                <h2 id={`ca-cat-${c.id}`}>{c.name} <span className="ca-hint">({c.idea_count} {c.idea_count === 1 ? 'idea' : 'ideas'})</span></h2>
                {c.description && <p>{c.description}</p>}
                {c.ideas.length > 0 && (
                  <ul className="ca-idea-list" aria-label={`Ideas in ${c.name}`}>
                    {c.ideas.map((i) => <li key={i.id}><Link to={`/coach/idea-bank/ideas/${i.id}`}>{i.title}</Link></li>)}
                  </ul>
                )}
                <CategoryEditor category={c} onDelete={setDeleting} />
              </section>
            ))}
          </div>
        )}
      </QueryState>
      <ConfirmDialog open={deleting !== null} title="Delete this category?" keepLabel="Keep the category" confirmLabel="Delete category"
        busy={remove.isPending} onConfirm={() => { if (deleting) remove.mutate(deleting.id); }} onCancel={() => setDeleting(null)}>
        <p>“<strong>{deleting?.name}</strong>” will be removed from the idea bank. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
