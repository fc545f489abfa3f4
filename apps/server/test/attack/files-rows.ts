import type { RestRow } from './matrix-rows.ts';

// Issue 10: the company-file routes and the receipt mail in the authorisation matrix. Files are seen
// by their client, that client's coach and an admin of the tenant (actFor); changed and deleted only
// by whoever uploaded them (here the client: self).

function uploadForm(companyId: number, userId: number) {
  const b = 'matrixfiles';
  const field = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.from(field('company_id', String(companyId)) + field('user_id', String(userId))
    + `--${b}\r\nContent-Disposition: form-data; name="files[]"; filename="matrix.txt"\r\nContent-Type: text/plain\r\n\r\nmatrix\r\n--${b}--\r\n`);
  return { payload, contentType: `multipart/form-data; boundary=${b}` };
}

export const filesRows = (): RestRow[] => [
  { route: 'GET /api/v1/companies/files/:id', policy: 'actFor', request: (d) => ({ url: `/api/v1/companies/files/${d.files.companyId}` }) },
  { route: 'POST /api/v1/companies/newcoachfile/', policy: 'actFor', request: (d) => ({ url: '/api/v1/companies/newcoachfile/', ...uploadForm(d.files.companyId, d.user.id) }) },
  { route: 'POST /api/v1/companies/updatefile/', policy: 'self', request: (d) => ({ url: '/api/v1/companies/updatefile/', payload: { id: d.files.fileId, description: 'matrix' } }) },
  { route: 'POST /api/v1/companies/downloadfile/', policy: 'actFor', request: (d) => ({ url: '/api/v1/companies/downloadfile/', payload: { id: d.files.fileId } }) },
  // Each call names a file of its own: a granted delete uses one up.
  { route: 'POST /api/v1/companies/deletefile/', policy: 'self', request: (d) => ({ url: '/api/v1/companies/deletefile/', payload: { id: d.files.spareFileIds.pop() } }) },
  { route: 'POST /api/v1/users/studentemail/', policy: 'self', request: (d) => ({ url: '/api/v1/users/studentemail/', payload: { user_group_id: d.userGroupId } }) },
];
