import { AwsClient } from 'aws4fetch';
import { isStorageKey, type Storage } from './storage.ts';

// Stored files on S3-compatible object storage (AWS S3, MinIO, R2 …), so several portal servers
// share one store (docs/operations.md). Objects keep the server-made keys of storage.ts; a PUT
// is atomic on S3, so a reader never sees half a file and a cut-off upload leaves no object.

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000; absent means AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  pathStyle: boolean;
}

/** How long one storage call may take before it fails with a clear error instead of hanging. */
const TIMEOUT_MS = 15_000;

/**
 * The store did not answer or refused: the request fails with a 503 and this message (the error
 * handler logs the cause at warn, docs/operations.md), and nothing is half-written.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(detail: string) {
    super('File storage is unavailable right now. Nothing was saved; try again in a few minutes.', { cause: detail });
  }
}

export function s3Storage(s: S3Settings): Storage {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  const base = s.endpoint
    ? (s.pathStyle ? `${s.endpoint.replace(/\/$/, '')}/${s.bucket}` : s.endpoint.replace('://', `://${s.bucket}.`).replace(/\/$/, ''))
    : `https://${s.bucket}.s3.${s.region}.amazonaws.com`;
  const url = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Unsafe storage key');
    return `${base}/${key}`;
  };
  async function call(method: string, target: string, body?: Buffer): Promise<Response> {
    try {
      return await client.fetch(target, {
        method, signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(body ? { body: body as unknown as BodyInit, headers: { 'content-type': 'application/octet-stream' } } : {}),
      });
    } catch (err) {
      throw new StorageUnavailableError(`File storage did not answer (${method}): ${(err as Error).message}`);
    }
  }
  const failed = (method: string, res: Response) => new StorageUnavailableError(`File storage refused ${method} (HTTP ${res.status})`);

  return {
    async put(key, data) {
      const res = await call('PUT', url(key), data);
      await res.arrayBuffer();
      if (!res.ok) throw failed('PUT', res);
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      const res = await call('GET', url(key));
      if (res.status === 404) { await res.arrayBuffer(); return null; }
      if (!res.ok) { await res.arrayBuffer(); throw failed('GET', res); }
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await call('DELETE', url(key));
      await res.arrayBuffer();
      if (!res.ok && res.status !== 404) throw failed('DELETE', res);
    },
    /** For /readyz: the bucket answers. */
    async ping() {
      const res = await call('HEAD', `${base}/`);
      await res.arrayBuffer();
      if (!res.ok) throw failed('HEAD', res);
    },
  };
}
