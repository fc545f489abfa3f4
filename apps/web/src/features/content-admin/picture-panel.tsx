import { PROFILE_PHOTO_TYPES } from '@portal/contract';
import { useRef, useState } from 'react';
import { reportFormFailure } from '../../lib/form-errors.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { usePictureUpload, type PictureTarget } from './api.ts';

interface PicturePanelProps<T> {
  /** The picture shown now, if any. */
  image: string | null;
  /** What the picture shows, for screen readers. */
  alt: string;
  target: PictureTarget<T>;
}

/** A course's or idea's picture (shown 16:9 to clients): a preview of the chosen file, then its upload with progress. */
export function PicturePanel<T>({ image, alt, target }: PicturePanelProps<T>) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [share, setShare] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = (next: File | null) => {
    setError(null);
    setFile(next);
    if (preview) URL.revokeObjectURL(preview);
    setPreview(next ? URL.createObjectURL(next) : null);
  };
  const upload = usePictureUpload(target, setShare, {
    onDone: () => {
      notifySuccess('The picture is saved.');
      choose(null);
      if (input.current) input.current.value = '';
    },
    onFailed: (e) => setError(reportFormFailure(e, ['file']).file?.join(' ') ?? null),
  });
  const shown = preview ?? safeHttpUrl(image);
  return (
    <section className="card ca-picture" aria-labelledby="ca-picture-title">
      <h2 id="ca-picture-title">Picture</h2>
      {shown ? <img className="ca-picture__img" src={shown} alt={preview ? `Chosen picture for ${alt}` : `Picture of ${alt}`} width={640} height={360} />
        : <p>No picture yet.</p>}
      <FileInput label="Choose a picture" accept={PROFILE_PHOTO_TYPES.join(',')} fileName={file?.name ?? null} inputRef={input}
        hint="PNG, JPEG or WebP, up to 5 MB; cut to 16:9." error={error}
        onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)} />
      <div className="form-actions">
        <Button variant="primary" disabled={!file} busy={upload.isPending} onClick={() => { if (file) upload.mutate(file); }}>Upload picture</Button>
        {upload.isPending && <progress max={1} value={share} aria-label="Upload progress" />}
      </div>
    </section>
  );
}
