import { encodeValue, type ErrorLogBody, type User } from '@portal/contract';
import { post } from '../../lib/http.ts';

/** spec §8: the report carries url, host, pathname, the encoded user id, the message and a subject. */
export function errorReport(error: Error, user: User | null, location: Location = window.location): ErrorLogBody {
  const who = user ? `${user.first_name} ${user.last_name} (${user.email})`.trim() : 'a signed-out visitor';
  return {
    url: location.href,
    host: location.host,
    pathname: location.pathname,
    user_id: user ? encodeValue(String(user.id)) : null,
    message: [error.message, error.stack].filter(Boolean).join('\n\n').slice(0, 10_000),
    subject: `Error report from ${who}`.slice(0, 300),
  };
}

export const sendErrorReport = (body: ErrorLogBody) => post('/api/v1/users/error/logs/', body);
