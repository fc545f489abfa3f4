import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// One ZIP streamed into storage (issue 22, decision 036): entries go in one at a time — a file is
// opened from storage when its turn comes and read only as fast as the archive is stored — so memory
// holds one entry's buffers at most, whatever the size of the account. yazl writes UTF-8 names (any
// script) and switches to ZIP64 by itself past 4 GB.

export interface ZipEntry {
  path: string;
  /** Bytes or a stream; null when the file is gone (listed in files-not-found.txt instead). */
  open(): Promise<Buffer | Readable | null>;
  /** What this entry adds to the progress (its bytes, or an estimate). */
  weight: number;
  /** Deflate it (text); stored as it is otherwise (pictures, PDFs and Office files are compressed already). */
  compress: boolean;
  at: Date;
}

export interface ZipRun {
  signal: AbortSignal;
  /** Called after each entry with the weight done so far. */
  progress(done: number): void;
  /** Stores the archive's bytes; resolves with their number once the whole archive is stored. */
  store(archive: Readable): Promise<number>;
}

const aborted = (signal: AbortSignal) => new Promise<never>((_, reject) => {
  if (signal.aborted) reject(signal.reason);
  signal.addEventListener('abort', () => reject(signal.reason), { once: true });
});

/** Writes `entries` into one archive through `run.store`; resolves with the archive's size. */
export async function writeZip(entries: Iterable<ZipEntry>, run: ZipRun): Promise<number> {
  const zip = new ZipFile();
  const archive = zip.outputStream as unknown as Readable;
  const stored = run.store(archive);
  // A store that fails or ends early stops the entries at once instead of leaving them waiting.
  const storeEnded = stored.then(() => { throw new Error('The archive was stored before it was complete.'); });
  const stop = Promise.race([storeEnded, aborted(run.signal)]);
  stop.catch(() => undefined);
  const missing: string[] = [];
  let done = 0;
  try {
    for (const entry of entries) {
      const content = await Promise.race([entry.open(), stop]);
      if (content === null) missing.push(entry.path);
      else {
        const stream = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        const consumed = new Promise<void>((resolve, reject) => { stream.once('end', resolve); stream.once('error', reject); });
        zip.addReadStream(stream, entry.path, { compress: entry.compress, mtime: entry.at });
        await Promise.race([consumed, stop]).catch((err: unknown) => { stream.destroy(); throw err; });
      }
      done += entry.weight;
      run.progress(done);
    }
    if (missing.length) {
      zip.addBuffer(Buffer.from(`These files are recorded but were not found in storage:\r\n${missing.join('\r\n')}\r\n`), 'files-not-found.txt');
    }
    zip.end();
    return await Promise.race([stored, aborted(run.signal)]);
  } catch (err) {
    archive.destroy(err as Error);
    await stored.catch(() => undefined);
    throw err;
  }
}
