/** A file part of a multipart body. */
export interface FormFile { field: string; name: string; type: string; data: Buffer }

/** A multipart/form-data body as a browser's FormData sends it: text fields, then file parts. */
export function multipartBody(fields: Record<string, string>, files: FormFile[] = [], opts: { cutAt?: number } = {}) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(parts);
  return { payload: opts.cutAt === undefined ? whole : whole.subarray(0, opts.cutAt), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
