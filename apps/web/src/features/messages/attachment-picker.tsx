import { FILE_LIMITS_TEXT, fileTooLargeText, MAIL_ATTACHMENT_MAX_BYTES, UPLOAD_MAX_FILES, type MailFile } from '@portal/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { extractMessage } from '../../lib/error-message.ts';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { uploadAttachment } from './mail-api.ts';

export interface PendingAttachment {
  key: number;
  name: string;
  /** 0–1 while uploading. */
  progress: number;
  file: MailFile | null;
  error: string | null;
}

/**
 * Attachments of a message (spec §7 /upload/mail): each chosen file uploads at once, with its
 * progress shown; the message is sent with the ids of those that arrived.
 */
export function AttachmentPicker({ items, onChange }: { items: PendingAttachment[]; onChange: (update: (items: PendingAttachment[]) => PendingAttachment[]) => void }) {
  const next = useRef(0);
  const [notice, setNotice] = useState<string | null>(null);
  const update = (key: number, change: Partial<PendingAttachment>) => onChange((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = UPLOAD_MAX_FILES - items.length;
    setNotice(chosen.length > room ? `A message can carry at most ${UPLOAD_MAX_FILES} files.` : null);
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = (next.current += 1);
      const tooBig = file.size > MAIL_ATTACHMENT_MAX_BYTES ? fileTooLargeText(file.name) : null;
      onChange((list) => [...list, { key, name: file.name, progress: 0, file: null, error: tooBig }]);
      if (tooBig) continue;
      uploadAttachment(file, (progress) => update(key, { progress }))
        .then((uploaded) => update(key, { file: uploaded, progress: 1 }))
        .catch((error: unknown) => update(key, { error: extractMessage(error) }));
    }
  };

  return (
    <div className="mail-attachments">
      <FileInput label="Attach files" multiple fileName={items.length ? `${items.length} chosen` : null} onChange={choose}
        hint={`${FILE_LIMITS_TEXT}: documents, spreadsheets, pictures, audio or video.`}
        error={notice} />
      {items.length > 0 && (
        <ul className="mail-attachments__list" aria-label="Attachments">
          {items.map((a) => (
            <li key={a.key} className={`mail-attachment${a.error ? ' mail-attachment--failed' : ''}`}>
              <span className="mail-attachment__name">{a.name}</span>
              {a.error ? <span className="field__error" role="alert">{a.error}</span>
                : a.file ? <span className="mail-attachment__state">Attached</span>
                  : <progress max={1} value={a.progress} aria-label={`Uploading ${a.name}`}>{Math.round(a.progress * 100)}%</progress>}
              <button type="button" className="btn btn--link" aria-label={`Remove ${a.name}`}
                onClick={() => onChange((list) => list.filter((x) => x.key !== a.key))}>Remove</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
