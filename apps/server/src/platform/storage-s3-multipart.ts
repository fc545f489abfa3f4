import type { Readable } from 'node:stream';

// A stream stored on S3 without knowing its length or holding it (issue 22, a data export): the
// multipart upload API, one part of PART_BYTES at a time, so at most one part is in memory. The
// object appears whole at "complete" (S3 makes it atomic) or not at all: a failure aborts the upload.

/** S3 needs parts of at least 5 MiB but the last; 8 MiB keeps memory low and calls few. */
const PART_BYTES = 8 * 1024 * 1024;

export interface MultipartCalls {
  /** The object's URL. */
  url: string;
  call(method: string, target: string, body?: Buffer | string): Promise<Response>;
  failed(method: string, res: Response): Error;
}

const between = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? null;

export async function multipartUpload({ url, call, failed }: MultipartCalls, source: Readable): Promise<number> {
  const started = await call('POST', `${url}?uploads`);
  const startText = await started.text();
  const uploadId = started.ok ? between(startText, 'UploadId') : null;
  if (!uploadId) throw failed('POST', started);
  const upload = `uploadId=${encodeURIComponent(uploadId)}`;
  const etags: string[] = [];
  let bytes = 0;
  try {
    let held: Buffer[] = [];
    let heldBytes = 0;
    const sendPart = async () => {
      const res = await call('PUT', `${url}?partNumber=${etags.length + 1}&${upload}`, Buffer.concat(held, heldBytes));
      await res.arrayBuffer();
      const etag = res.headers.get('etag');
      if (!res.ok || !etag) throw failed('PUT', res);
      etags.push(etag);
      held = [];
      heldBytes = 0;
    };
    for await (const chunk of source as AsyncIterable<Buffer>) {
      held.push(chunk);
      heldBytes += chunk.length;
      bytes += chunk.length;
      if (heldBytes >= PART_BYTES) await sendPart();
    }
    if (heldBytes > 0 || etags.length === 0) await sendPart();
    const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join('');
    const done = await call('POST', `${url}?${upload}`, `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`);
    // S3 may answer 200 and report the failure in the body.
    const doneText = await done.text();
    if (!done.ok || doneText.includes('<Error>')) throw failed('POST', done);
    return bytes;
  } catch (err) {
    await call('DELETE', `${url}?${upload}`).then((r) => r.arrayBuffer(), () => undefined);
    throw err;
  }
}
