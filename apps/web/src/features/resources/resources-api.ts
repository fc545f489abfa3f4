import { CompanyFileList, MESSAGES, type FileUpdateBody } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http.ts';
import { uploadForm } from '../../lib/http-upload.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

export const filesKey = (companyId: number) => ['company-files', companyId] as const;

/** spec §7 GET companies/files/{id}: the company's files between the client and their coach. */
export const useCompanyFiles = (companyId: number) =>
  useQuery({ queryKey: filesKey(companyId), queryFn: () => get(`/api/v1/companies/files/${companyId}`, { schema: CompanyFileList }) });

/**
 * spec §3 "Resource sent to the coach" and §5: company_id always, files[] only when there are
 * files, the description only when it is not empty, _method=POST.
 */
export function sendFilesForm(companyId: number, files: readonly File[], description: string): FormData {
  const form = new FormData();
  form.append('company_id', String(companyId));
  for (const f of files) form.append('files[]', f, f.name);
  if (description.trim()) form.append('description', description.trim());
  form.append('_method', 'POST');
  return form;
}

interface Handlers { onDone: () => void; onFailed: (error: unknown) => void }

/** Every file write answers the whole list, which replaces the cached one; a failure reads it again. */
function useFileWrite<B>(companyId: number, call: (body: B) => Promise<CompanyFileList>, { onDone, onFailed }: Handlers) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: (list) => {
      queryClient.setQueryData(filesKey(companyId), list);
      onDone();
    },
    onError: (error) => {
      onFailed(error);
      return queryClient.invalidateQueries({ queryKey: filesKey(companyId) });
    },
  });
}

/** spec §7 newcoachfile: a 201 only is a success (§5); `onProgress` gets the share of bytes sent. */
export const useSendFiles = (companyId: number, onProgress: (share: number) => void, h: Handlers) =>
  useFileWrite(companyId, ({ files, description }: { files: readonly File[]; description: string }) =>
    uploadForm('/api/v1/companies/newcoachfile/', sendFilesForm(companyId, files, description), {
      schema: CompanyFileList, expectStatus: 201, onProgress: (sent, total) => onProgress(total ? sent / total : 0),
    }), h);

/** spec §7 updatefile: JSON for the description alone, multipart when the contents are replaced. */
export const useUpdateFile = (companyId: number, onProgress: (share: number) => void, h: Handlers) =>
  useFileWrite(companyId, ({ body, file }: { body: FileUpdateBody; file: File | null }) => {
    if (!file) return post('/api/v1/companies/updatefile/', body, { schema: CompanyFileList, expectStatus: 200 });
    const form = new FormData();
    form.append('id', String(body.id));
    form.append('description', body.description ?? '');
    form.append('file', file, file.name);
    form.append('_method', 'POST');
    return uploadForm('/api/v1/companies/updatefile/', form, { schema: CompanyFileList, expectStatus: 200, onProgress: (s, t) => onProgress(t ? s / t : 0) });
  }, h);

export const useDeleteFile = (companyId: number, h: Handlers) =>
  useFileWrite(companyId, (id: number) => post('/api/v1/companies/deletefile/', { id }, { schema: CompanyFileList, expectStatus: 200 }), h);

export const TOASTS = { sent: MESSAGES.fileSentToCoach, updated: MESSAGES.fileUpdated, deleted: MESSAGES.fileDeleted } as const;
