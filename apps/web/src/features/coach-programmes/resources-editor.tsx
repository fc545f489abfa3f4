import {
  COACH_PROGRAMME_MESSAGES as M, LESSON_RESOURCES_MAX, LessonResourcesBody, RESOURCE_TITLE_MAX, resourceTypeLabel, type CoachLessonDetail,
  type FieldErrors,
} from '@portal/contract';
import { useState } from 'react';
import { reportFormFailure, validateForm } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { useResourceTypes, useSaveResources } from './api.ts';
import { moveItem } from '../../shared/ui/sortable-order.ts';

interface Row { key: number; title: string; url: string; type_id: string }
let nextKey = 1;
const rowOf = (r?: CoachLessonDetail['resources'][number]): Row =>
  ({ key: nextKey++, title: r?.title ?? '', url: r?.url ?? '', type_id: r ? String(r.type_id) : '' });

/** The lesson's resources in order: edited as a list and saved together (the server keeps this order). */
export function ResourcesEditor({ groupId, lesson }: { groupId: number; lesson: CoachLessonDetail }) {
  const types = useResourceTypes();
  const [rows, setRows] = useState<Row[]>(() => lesson.resources.map(rowOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveResources(groupId, lesson.id, { onDone: () => notifySuccess(M.resourcesSaved) });
  const set = (key: number, change: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const submit = () => {
    const body = { resources: rows.map((r) => ({ title: r.title, url: r.url.trim(), type_id: r.type_id })) };
    const checked = validateForm(LessonResourcesBody, body);
    if (!checked.ok) {
      // an unchosen type reads better as what to do than as an id's rule
      rows.forEach((r, i) => { if (!r.type_id && checked.errors[`resources.${i}.type_id`]) checked.errors[`resources.${i}.type_id`] = [M.unknownResourceType]; });
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const shown = ['resources', ...rows.flatMap((_, i) => ['title', 'url', 'type_id'].map((f) => `resources.${i}.${f}`))];
    save.mutate(checked.data, { onError: (error) => setErrors(reportFormFailure(error, shown)) });
  };
  return (
    <section className="card" aria-labelledby="cp-resources-title">
      <h2 id="cp-resources-title">Resources</h2>
      {rows.length === 0 && <p>No resources yet: add handouts, worksheets, links or recordings.</p>}
      <ol className="cp-resources">
        {rows.map((r, i) => (
          <li key={r.key} className="cp-resources__item">
            <fieldset className="cp-resources__fields">
              <legend>Resource {i + 1}</legend>
              <div className="cp-form__grid">
                <Field label="Title" error={errors[`resources.${i}.title`]}>
                  {(a) => <input {...a} maxLength={RESOURCE_TITLE_MAX} value={r.title} onChange={(e) => set(r.key, { title: e.currentTarget.value })} />}
                </Field>
                <Field label="Address" required error={errors[`resources.${i}.url`]}>
                  {(a) => <input {...a} type="url" inputMode="url" required value={r.url} onChange={(e) => set(r.key, { url: e.currentTarget.value })} />}
                </Field>
                <Field label="Type" required error={errors[`resources.${i}.type_id`]}>
                  {(a) => (
                    <select {...a} required value={r.type_id} onChange={(e) => set(r.key, { type_id: e.currentTarget.value })}>
                      <option value="" disabled>Choose a type</option>
                      {(types.data ?? []).map((t) => <option key={t.id} value={t.id}>{resourceTypeLabel(t.name)}</option>)}
                    </select>
                  )}
                </Field>
              </div>
              <div className="form-actions">
                <Button variant="link" disabled={i === 0} aria-label={`Move up: resource ${i + 1}`} onClick={() => setRows((list) => moveItem(list, i, i - 1))}>Move up</Button>
                <Button variant="link" disabled={i === rows.length - 1} aria-label={`Move down: resource ${i + 1}`} onClick={() => setRows((list) => moveItem(list, i, i + 1))}>Move down</Button>
                <Button variant="link" aria-label={`Remove resource ${i + 1}`} onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}>Remove</Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.resources && <p className="field__error">{errors.resources.join(' ')}</p>}
      <div className="form-actions">
        <Button disabled={rows.length >= LESSON_RESOURCES_MAX} onClick={() => setRows((list) => [...list, rowOf()])}>Add a resource</Button>
        <Button variant="primary" busy={save.isPending} onClick={submit}>Save resources</Button>
      </div>
    </section>
  );
}
