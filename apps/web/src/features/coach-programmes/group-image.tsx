import { COACH_PROGRAMME_MESSAGES as M, PROFILE_PHOTO_TYPES, type CoachGroup } from '@portal/contract';
import { useRef, useState } from 'react';
import { reportFormFailure } from '../../lib/form-errors.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { useGroupImage } from './api.ts';

/** The group's picture (shown 16:9 on members' cards): chosen, then uploaded with its progress. */
export function GroupImage({ group }: { group: CoachGroup }) {
  const [file, setFile] = useState<File | null>(null);
  const [share, setShare] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useGroupImage(group.id, setShare, {
    onDone: () => {
      notifySuccess(M.imageSaved);
      setFile(null);
      if (input.current) input.current.value = '';
    },
    onFailed: (e) => setError(reportFormFailure(e, ['file']).file?.join(' ') ?? null),
  });
  const image = safeHttpUrl(group.group_img);
  return (
    <section className="card cp-image" aria-labelledby="cp-image-title">
      <h2 id="cp-image-title">Picture</h2>
      {image ? <img className="card__image cp-image__picture" src={image} alt={`Picture of ${group.title}`} width={640} height={360} /> : <p>No picture yet.</p>}
      <FileInput label="Choose a picture" accept={PROFILE_PHOTO_TYPES.join(',')} fileName={file?.name ?? null} inputRef={input}
        hint="PNG, JPEG or WebP, up to 5 MB; cut to 16:9." error={error}
        onChange={(e) => { setError(null); setFile(e.currentTarget.files?.[0] ?? null); }} />
      <div className="form-actions">
        <Button variant="primary" disabled={!file} busy={upload.isPending} onClick={() => { if (file) upload.mutate(file); }}>Upload picture</Button>
        {upload.isPending && <progress max={1} value={share} aria-label="Upload progress" />}
      </div>
    </section>
  );
}
