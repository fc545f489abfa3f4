import {
  ADMIN_MESSAGES, THEME_FAVICON_ACCEPT, THEME_FAVICON_MAX_BYTES, THEME_LOGO_ACCEPT, THEME_LOGO_MAX_BYTES, type AdminTheme,
} from '@portal/contract';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { extractMessage } from '../../../lib/error-message.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FileInput } from '../../../shared/ui/file-input.tsx';
import { useUploadAsset, type AssetKind } from '../admin-api.ts';

const KINDS = {
  logo: {
    title: 'Logo', accept: THEME_LOGO_ACCEPT, maxBytes: THEME_LOGO_MAX_BYTES, extensions: ['png', 'jpg', 'jpeg', 'webp'],
    hint: 'PNG, JPEG or WebP, at most 2 MB (SVG is not accepted). Shown in the top bar, about 176 × 40 pixels.', saved: ADMIN_MESSAGES.logoSaved,
  },
  favicon: {
    title: 'Favicon', accept: THEME_FAVICON_ACCEPT, maxBytes: THEME_FAVICON_MAX_BYTES, extensions: ['png', 'ico'],
    hint: 'PNG or ICO, at most 1 MB, square. The icon in the browser tab.', saved: ADMIN_MESSAGES.faviconSaved,
  },
} as const;

/** What the browser can tell before sending: the kind by its name and the size (the server checks the bytes). */
export function pictureProblem(kind: AssetKind, file: File): string | null {
  const k = KINDS[kind];
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(k.extensions as readonly string[]).includes(ext)) return `Choose a ${k.extensions.map((e) => e.toUpperCase()).join(', ')} file.`;
  if (file.size > k.maxBytes) return `The ${kind} must be at most ${k.maxBytes / 1024 / 1024} MB.`;
  return null;
}

interface PictureUploadProps {
  kind: AssetKind;
  /** The saved picture's address, or '' for none. */
  current: string;
  /** A chosen file's local address while it waits to be uploaded (for the preview), or null. */
  onChosen: (url: string | null) => void;
  onSaved: (theme: AdminTheme) => void;
}

/**
 * Choose a picture, see it, then upload it: the upload saves it at once (the brand then names the new
 * file and the one it replaces is removed), whatever else is being edited.
 */
export function PictureUpload({ kind, current, onChosen, onSaved }: PictureUploadProps) {
  const k = KINDS[kind];
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => { if (local) URL.revokeObjectURL(local); }, [local]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const url = chosen ? URL.createObjectURL(chosen) : null;
    setLocal(url);
    onChosen(url);
    if (!chosen && input.current) input.current.value = '';
  };
  const upload = useUploadAsset(kind, setProgress, {
    onDone: (theme) => {
      notifySuccess(k.saved);
      setProgress(null);
      choose(null);
      onSaved(theme);
    },
    onFailed: (error) => {
      setProgress(null);
      setProblem(extractMessage(error));
      notifyFailure(error);
    },
  });
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    const wrong = chosen ? pictureProblem(kind, chosen) : null;
    setProblem(wrong);
    choose(wrong ? null : chosen);
  };
  const shown = local ?? current;

  return (
    <div className="picture-upload">
      <h3 className="picture-upload__title">{k.title}</h3>
      <div className={`picture-upload__frame picture-upload__frame--${kind}`}>
        {shown
          ? <img className="picture-upload__image" src={shown} alt={local ? `The chosen ${kind}, not uploaded yet` : `The current ${kind}`} />
          : <span>No {kind} yet</span>}
      </div>
      <FileInput label={`Choose a ${kind}`} accept={k.accept} fileName={file?.name ?? null} hint={k.hint} error={problem}
        inputRef={input} name={kind} onChange={onChange} />
      {file && (
        <div className="form-actions">
          <Button variant="primary" busy={upload.isPending} onClick={() => upload.mutate(file)}>Upload and save the {kind}</Button>
          <Button disabled={upload.isPending} onClick={() => choose(null)}>Cancel</Button>
        </div>
      )}
      {progress !== null && <progress className="picture-upload__progress" value={progress} max={1} aria-label={`Uploading the ${kind}`} />}
    </div>
  );
}
