import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../lib/module-context.ts';
import { requestTenant } from '../../http/request-tenant.ts';
import { isStorageKey, tenantOfKey } from '../../platform/storage.ts';

// DESIGN §7: stored files are served under server-made names only, never executed or sniffed.

const IMAGES: Record<string, string> = {
  webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif',
};
/** Documents always download; SVG and HTML are among them on purpose (they can carry script). */
const DOCUMENTS: Record<string, string> = {
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip', mp3: 'audio/mpeg', mp4: 'video/mp4', svg: 'image/svg+xml',
};

export function fileHeaders(key: string): Record<string, string> {
  const name = key.split('/').pop()!;
  const ext = name.split('.').pop()!;
  const image = IMAGES[ext];
  return {
    'content-type': image ?? DOCUMENTS[ext] ?? 'application/octet-stream',
    'content-disposition': image ? 'inline' : `attachment; filename="${name}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=3600',
  };
}

/**
 * Folders whose files are private to some people: served only through their own signed-in routes
 * (company files: POST /api/v1/companies/downloadfile/; mail attachments: POST /download/mail;
 * commitment files: the task download calls), never here, even to someone holding a key.
 */
const PRIVATE_FOLDERS = new Set(['company-files', 'mail', 'commitments']);

/**
 * GET /files/{key} (users/present-user.ts `fileUrl`). Keys are 128-bit random names, so an <img>
 * can load a picture without a bearer header. A key that names its tenant is served on that
 * tenant's own address only (issue 23); older keys name none and stay secrets served anywhere.
 */
export async function filesRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    // Only keys of the shape the server makes can exist; anything else is simply not there (404).
    if (!isStorageKey(key) || PRIVATE_FOLDERS.has(key.split('/')[0]!)) return reply.callNotFound();
    const owner = tenantOfKey(key);
    if (owner !== null && !requestTenant(req, deps.config).admits(owner)) return reply.callNotFound();
    const data = await deps.storage.read(key);
    if (!data) return reply.callNotFound();
    return reply.headers(fileHeaders(key)).send(data);
  });
}
