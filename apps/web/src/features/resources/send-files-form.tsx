import { FILE_DESCRIPTION_MAX } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { ACCEPT, PICKER_HINT, pickProblem } from './file-facts.ts';
import { TOASTS, useSendFiles } from './resources-api.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useUploadCall } from './use-upload-call.ts';

interface Props { companyId: number; onDone: () => void; onCancel: () => void }

/** The send-to-coach modal's form (spec §2 resource modals, §3 "Resource sent to the coach"). */
export function SendFilesForm({ companyId, onDone, onCancel }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const { problem, setProblem, progress, setProgress, handlers } = useUploadCall(TOASTS.sent, onDone);
  const send = useSendFiles(companyId, setProgress, handlers);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = files.length === 0 ? 'Choose at least one file to send.' : pickProblem(files);
    setProblem(found);
    if (found) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type=file]')?.focus();
      return;
    }
    const description = new FormData(event.currentTarget).get('description');
    setProgress(0);
    send.mutate({ files, description: typeof description === 'string' ? description : '' });
  };

  return (
    <form noValidate className="resource-form" aria-label="Send files to your coach" onSubmit={submit}>
      <FileInput label="Choose files" multiple accept={ACCEPT} hint={PICKER_HINT} error={problem}
        fileName={files.length ? files.map((f) => f.name).join(', ') : null}
        onChange={(e) => {
          const chosen = Array.from(e.currentTarget.files ?? []);
          setFiles(chosen);
          setProblem(pickProblem(chosen));
        }} />
      <Field label="Description" hint="Optional: what the files are and what you would like your coach to do with them.">
        {(a) => <textarea {...a} name="description" rows={4} maxLength={FILE_DESCRIPTION_MAX} />}
      </Field>
      {progress !== null && <UploadProgress share={progress} />}
      <div className="resource-form__actions">
        <Button onClick={onCancel} disabled={send.isPending}>Cancel</Button>
        <Button type="submit" variant="primary" busy={send.isPending} busyLabel="sending">Send to coach</Button>
      </div>
    </form>
  );
}
