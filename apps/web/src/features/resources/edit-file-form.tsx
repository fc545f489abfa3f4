import { FILE_DESCRIPTION_MAX, type CompanyFile } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { ACCEPT, pickProblem } from './file-facts.ts';
import { TOASTS, useUpdateFile } from './resources-api.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUploadCall } from './use-upload-call.ts';

interface Props { companyId: number; file: CompanyFile; onDone: () => void; onCancel: () => void }

/** The edit modal (spec §2 resource modals): the description, and new contents if the client chooses. */
export function EditFileForm({ companyId, file, onDone, onCancel }: Props) {
  const [replacement, setReplacement] = useState<File | null>(null);
  const { problem, setProblem, progress, setProgress, handlers } = useUploadCall(TOASTS.updated, onDone);
  const update = useUpdateFile(companyId, setProgress, handlers);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = replacement ? pickProblem([replacement]) : null;
    setProblem(found);
    if (found) return;
    const description = new FormData(event.currentTarget).get('description');
    if (replacement) setProgress(0);
    update.mutate({ body: { id: file.id, description: typeof description === 'string' ? description : '' }, file: replacement });
  };

  return (
    <form noValidate className="resource-form" aria-label={`Edit ${file.file_name}`} onSubmit={submit}>
      <Field label="Description">
        {(a) => <textarea {...a} name="description" rows={4} maxLength={FILE_DESCRIPTION_MAX} defaultValue={file.description} />}
      </Field>
      <FileInput label="Replace the file" accept={ACCEPT} error={problem}
        hint={`Optional: choose a new version to replace ${file.file_name}.`} fileName={replacement?.name ?? null}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setReplacement(chosen);
          setProblem(chosen ? pickProblem([chosen]) : null);
        }} />
      {progress !== null && <UploadProgress share={progress} />}
      <div className="resource-form__actions">
        <Button onClick={onCancel} disabled={update.isPending}>Cancel</Button>
        <Button type="submit" variant="primary" busy={update.isPending} busyLabel="saving">Save changes</Button>
      </div>
    </form>
  );
}
