import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStorage, newStorageKey, type StreamingStorage } from '../src/platform/storage.ts';
import { s3Storage } from '../src/platform/storage-s3.ts';
import { localS3 } from './support/s3-fake.ts';

// Issue 22 (decision 036): files move as streams — an export reads every file of an account and
// stores one archive — all or nothing, never whole in memory. On S3 a stream goes up as a multipart
// upload of 8 MiB parts.

const MB = 1024 * 1024;
/** 20 MiB in 1 MiB chunks, each different: three parts on S3. */
const chunks = () => Array.from({ length: 20 }, (_, i) => Buffer.alloc(MB, i + 1));
async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}
/** A source that gives `good` chunks and then fails. */
function failingAfter(good: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent++ < good) this.push(Buffer.alloc(MB, 7));
      else this.destroy(new Error('the source broke'));
    },
  });
}

function streamingContract(name: string, make: () => StreamingStorage, keys: () => string[]) {
  describe(name, () => {
    it('stores a stream under its key, reads it back as a stream, and answers null for a missing key', async () => {
      const storage = make();
      const key = newStorageKey('exports', 'zip');
      expect(await storage.putStream(key, Readable.from(chunks()))).toBe(20 * MB);
      const back = await bytesOf(await storage.openRead(key));
      expect(back?.length).toBe(20 * MB);
      // (compared as a whole: a diff of 20 MiB would not fit in memory)
      expect(back?.equals(Buffer.concat(chunks()))).toBe(true);
      expect(await storage.openRead(newStorageKey('exports', 'zip'))).toBeNull();
      expect(await storage.openRead('../etc/passwd')).toBeNull();
      await storage.remove(key);
      expect(await storage.openRead(key)).toBeNull();
    });

    it('stores nothing when the source fails midway', async () => {
      const storage = make();
      const key = newStorageKey('exports', 'zip');
      await expect(storage.putStream(key, failingAfter(12))).rejects.toThrow('the source broke');
      expect(await storage.openRead(key)).toBeNull();
      expect(keys().filter((k) => k.startsWith('exports/'))).toEqual([]);
    });
  });
}

let dir: string;
let s3: Awaited<ReturnType<typeof localS3>>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-streams-'));
  s3 = await localS3();
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await s3.close();
});

streamingContract('file streams in a folder', () => folderStorage(dir),
  () => (fs.existsSync(path.join(dir, 'exports')) ? fs.readdirSync(path.join(dir, 'exports')).map((f) => `exports/${f}`) : []));
streamingContract('file streams on S3 (multipart upload)', () => s3Storage(s3.settings), () => s3.keys());
