import type { CompanyFile } from '@portal/contract';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { TOASTS, useDeleteFile } from './resources-api.ts';

interface Props { companyId: number; file: CompanyFile | null; onDone: () => void; onCancel: () => void }

/** spec §3 resourceDelete: a file is deleted only after the client confirms. */
export function DeleteFileDialog({ companyId, file, onDone, onCancel }: Props) {
  const remove = useDeleteFile(companyId, {
    onDone: () => {
      notifySuccess(TOASTS.deleted);
      onDone();
    },
    onFailed: notifyFailure,
  });
  return (
    <Modal open={file !== null} title="Delete this file?" onClose={onCancel}>
      {file && (
        <>
          <p>“<strong>{file.file_name}</strong>” will be removed for you and your coach. This cannot be undone.</p>
          <div className="resource-form__actions">
            <Button onClick={onCancel}>Keep the file</Button>
            <Button variant="primary" busy={remove.isPending} onClick={() => remove.mutate(file.id)}>Delete file</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
