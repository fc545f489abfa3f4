import { COMPANY_FILE_DOWNLOAD_PATH } from '@portal/contract';
import { postForBlob } from './http.ts';
import { saveBlob } from './save-blob.ts';

// Company files (spec §7 companies/files) as the client's /resources and the coach's "Files
// received" show them: their size and kind in words, and the download both use.

/** "2.4 MB": a file's size as people read it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The kind shown beside a file: its extension in capitals ("PDF"), or "File". */
export function fileKind(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toUpperCase() : 'File';
}

/** The file itself, through the signed-in route (its client, their coach, an admin), saved under its name. */
export async function downloadCompanyFile(id: number, fallbackName: string): Promise<void> {
  const { blob, fileName } = await postForBlob(COMPANY_FILE_DOWNLOAD_PATH, { id });
  saveBlob(blob, fileName ?? fallbackName);
}
