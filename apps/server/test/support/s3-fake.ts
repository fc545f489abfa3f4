import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/platform/storage-s3.ts';

/** A local S3-compatible server (s3rver) with one bucket, on a free port of 127.0.0.1. */
export async function localS3(bucket = 'portal-files') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true,
  };
  return {
    settings,
    /** The environment that points the portal at this store. */
    env: { S3_BUCKET: bucket, S3_ENDPOINT: settings.endpoint!, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    /** Object keys stored in the bucket. */
    keys(): string[] {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('._S3rver_object')).map((f) => f.replace(/\._S3rver_object$/, '').split(path.sep).join('/'));
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
