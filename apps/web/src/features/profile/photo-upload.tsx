import { MESSAGES, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSession } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { FileInput } from '../../shared/ui/file-input.tsx';
import { uploadPhoto } from './profile-api.ts';
import type { ProfileFormProps } from './profile-form-props.ts';
import { StaleNotice, staleMessage } from './stale-notice.tsx';

const MAX_MB = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);

/** The server's limits, checked here first so a wrong file fails at once. */
export function photoProblem(file: File): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return `The picture must be at most ${MAX_MB} MB.`;
  return null;
}

/** The profile picture: choose, preview, upload (spec §3 profile picture upload). */
export function PhotoUpload({ user, basedOn, onReload, reloading }: ProfileFormProps) {
  const { updateUser } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const mutation = useMutation({
    mutationFn: (chosen: File) => uploadPhoto(user.id, chosen, basedOn),
    onSuccess: (next) => {
      updateUser(next);
      setStale(null);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
      notifySuccess(MESSAGES.profilePictureChanged);
    },
    onError: (failure) => {
      const conflict = staleMessage(failure);
      if (conflict) setStale(conflict);
      else notifyFailure(failure);
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? photoProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) mutation.mutate(file);
  };

  return (
    <form className="card photo-upload" onSubmit={submit} aria-labelledby="photo-title">
      <h2 id="photo-title">Profile picture</h2>
      <div className="photo-upload__row">
        {preview
          ? <img className="avatar avatar--lg" src={preview} alt="Preview of the new profile picture" />
          : <Avatar person={user} size="lg" alt="Your current profile picture" />}
        <div className="photo-upload__controls">
          <FileInput label="Choose a picture" inputRef={input} name="file" accept={PROFILE_PHOTO_TYPES.join(',')}
            fileName={file?.name ?? null} error={error} hint={`PNG, JPEG or WebP, at most ${MAX_MB} MB.`} onChange={choose} />
          <StaleNotice message={stale} onReload={onReload} reloading={reloading} />
          <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!file}>Upload picture</Button>
        </div>
      </div>
    </form>
  );
}
