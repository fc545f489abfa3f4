import { useState } from 'react';
import { downloadCompanyFile } from '../../lib/company-files.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from './button.tsx';

interface FileDownloadButtonProps {
  file: { id: number; file_name: string };
  variant?: 'default' | 'link';
}

/** Download of a company file (lib/company-files.ts), busy while it runs; its label names the file. */
export function FileDownloadButton({ file, variant = 'default' }: FileDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadCompanyFile(file.id, file.file_name).catch(notifyFailure).finally(() => setBusy(false));
  };
  return <Button variant={variant} busy={busy} onClick={download} aria-label={`Download ${file.file_name}`}>Download</Button>;
}
