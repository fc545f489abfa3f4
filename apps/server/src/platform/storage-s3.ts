import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { isStorageKey, type StreamingStorage } from './storage.ts';
import { multipartUpload } from './storage-s3-multipart.ts';

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
/** A streamed read fails when the store sends nothing for this long (a large file may take minutes in all). */
const STREAM_IDLE_MS = 30_000;

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

export function s3Storage(s: S3Settings): StreamingStorage {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
  const base = s.endpoint
    ? (s.pathStyle ? `${s.endpoint.replace(/\/$/, '')}/${s.bucket}` : s.endpoint.replace('://', `://${s.bucket}.`).replace(/\/$/, ''))
    : `https://${s.bucket}.s3.${s.region}.amazonaws.com`;
  const url = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Unsafe storage key');
    return `${base}/${key}`;
  };
  async function call(method: string, target: string, body?: Buffer | string, signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS)): Promise<Response> {
    try {
      return await client.fetch(target, {
        method, signal,
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
    async openRead(key) {
      if (!isStorageKey(key)) return null;
      // The whole body may take longer than one call's timeout: the answer must start within it,
      // and then the body may not stall for STREAM_IDLE_MS.
      const abort = new AbortController();
      let idle = setTimeout(() => abort.abort(), TIMEOUT_MS);
      const res = await call('GET', url(key), undefined, abort.signal);
      if (res.status === 404 || !res.ok || !res.body) {
        clearTimeout(idle);
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 404) return null;
        throw failed('GET', res);
      }
      const stream = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
      const watch = () => { clearTimeout(idle); idle = setTimeout(() => stream.destroy(new StorageUnavailableError(`File storage stalled reading ${key}`)), STREAM_IDLE_MS); };
      watch();
      stream.on('data', watch);
      stream.on('close', () => clearTimeout(idle));
      return stream;
    },
    putStream: (key, source) => multipartUpload({ url: url(key), call, failed }, source),
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
