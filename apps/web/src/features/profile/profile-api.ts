import {
  AccessLog, EndSessionsReply, SessionList, User, encodeValue,
  type ProfileUpdateBody, type ProfileUpdateTwoBody,
} from '@portal/contract';
import { get, post, request } from '../../lib/http.ts';

export const sessionsKey = ['sessions'] as const;

// spec §5: profile calls succeed with status 200 and answer the updated user.
export const updateDetails = (id: number, body: ProfileUpdateBody) =>
  post(`/api/v1/students/update/${id}`, body, { schema: User, expectStatus: 200 });

export const updateCompany = (id: number, body: ProfileUpdateTwoBody) =>
  post(`/api/v1/students/updatetwo/${id}`, body, { schema: User, expectStatus: 200 });

/** spec §3: multipart with the hashed (encoded) id, the file and _method=POST; and the version it is based on. */
export function uploadPhoto(userId: number, file: File, basedOn?: string) {
  const form = new FormData();
  form.append('id', encodeValue(String(userId)));
  form.append('file', file);
  form.append('_method', 'POST');
  if (basedOn) form.append('updated_at', basedOn);
  return request('POST', '/api/v1/student/profilephoto/update', { form, schema: User });
}

export const fetchSessions = () => get('/api/auth/sessions', { schema: SessionList });
export const endOtherSessions = () => post('/api/auth/sessions/end-others', {}, { schema: EndSessionsReply });
export const endSession = (id: number) => post(`/api/auth/sessions/${id}/end`, {}, { schema: EndSessionsReply });

/** Issue 22: who acted for the caller (a coach's or admin's sign-in link used, an export they made). */
export const accessLogKey = ['access-log'] as const;
export const fetchAccessLog = () => get('/api/v1/me/access-log', { schema: AccessLog });
