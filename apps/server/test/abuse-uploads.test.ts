import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeValue } from '@portal/contract';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "upload polyglots and decompression bombs, header injection through file
// names" against the profile picture upload (DESIGN §7: type by magic bytes, pictures re-encoded,
// stored under server-made names, served nosniff).
const URL_ = '/api/v1/student/profilephoto/update';
const SCRIPT = '<html><body><script>alert(document.domain)</script></body></html>';

/** A multipart body whose part headers are written raw, as an attacker's client would. */
function rawForm(fields: Record<string, string>, fileHeader: string, data: Buffer) {
  const boundary = 'abuse-boundary-7f3a';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\n${fileHeader}\r\nContent-Type: image/png\r\n\r\n`), data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG of one colour whose pixels are only zero bits: it claims width × height, and compresses ~1000:1. */
function bitPng(width: number, height: number, idat?: Buffer): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), body])));
    return Buffer.concat([len, Buffer.from(type), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', idat ?? zlib.deflateSync(Buffer.alloc(1 + Math.ceil(width / 8)))), chunk('IEND', Buffer.alloc(0))]);
}

/** The whole image data of a width × height 1-bit picture, deflated row by row (never all in memory). */
async function bombData(width: number, height: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

describe.each(backends())('abuse: hostile picture uploads (%s)', (backend) => {
  let t: TestApp;
  let upload: (data: Buffer, fileHeader?: string) => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { auth, user } = await signIn(t, 'client@demo.test');
    // spec §3: the form names the caller by their encoded id
    const id = encodeValue(String(user.id));
    upload = (data, fileHeader = 'Content-Disposition: form-data; name="file"; filename="me.png"') => {
      const form = rawForm({ id, _method: 'POST' }, fileHeader, data);
      return t.app.inject({ method: 'POST', url: URL_, headers: { ...auth, ...form.headers }, payload: form.payload });
    };
  });
  afterAll(async () => { await t.close(); });

  it('re-encodes a JPEG carrying HTML and script, so none of it is ever served', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#179ad6' } })
      .jpeg().withExif({ IFD0: { ImageDescription: SCRIPT } }).toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from(SCRIPT)]); // HTML after the end-of-image marker
    const res = await upload(polyglot);
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.profile_pic });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.includes('<script')).toBe(false);
    expect(file.rawPayload.includes('alert(')).toBe(false);
  });

  it('refuses a GIF/HTML polyglot and HTML or SVG dressed as a PNG', async () => {
    const gifHtml = Buffer.concat([Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;'), Buffer.from(SCRIPT)]);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`);
    const pngHeaderHtml = Buffer.concat([bitPng(1, 1).subarray(0, 33), Buffer.from(SCRIPT)]);
    for (const data of [gifHtml, svg, Buffer.from(SCRIPT), pngHeaderHtml]) {
      const res = await upload(data);
      expect([415, 422]).toContain(res.statusCode);
      expect(res.body).not.toContain('<script');
    }
  });

  it('refuses a small PNG that decodes to 50,000 × 50,000 pixels, without the memory to decode it', async () => {
    const bomb = bitPng(50_000, 50_000, await bombData(50_000, 50_000));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const headerOnly = bitPng(50_000, 50_000); // the same claim with one row of data
    // 144 megapixels: under sharp's own default limit, over the portal's.
    const underSharpsLimit = bitPng(12_000, 12_000, await bombData(12_000, 12_000));
    const before = process.memoryUsage().rss;
    const started = Date.now();
    for (const data of [bomb, headerOnly, underSharpsLimit]) {
      const res = await upload(data);
      expect([413, 415, 422]).toContain(res.statusCode);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    // 2.5 gigapixels decoded would take gigabytes; refusing from the header takes next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
  }, 60_000);

  it('never lets a file name reach a response header, whatever it carries', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2ecc71' } }).png().toBuffer();
    const names = [
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\nX-Injected: 1\r\nSet-Cookie: pwned=1',
      'Content-Disposition: form-data; name="file"; filename="x\\"; Set-Cookie: pwned=1; a=\\".png"',
      'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'evil%0D%0AX-Injected%3A%201%0D%0ASet-Cookie%3A%20pwned%3D1.png',
      'Content-Disposition: form-data; name="file"; filename="../../../../etc/passwd%00.png"',
    ];
    for (const header of names) {
      const res = await upload(png, header);
      // Taken under a server-made name, or (a name the parser cannot read as a file) refused.
      expect([200, 422], `${header}: ${res.body}`).toContain(res.statusCode);
      const replies = [res];
      if (res.statusCode === 200) {
        expect(res.json().data.profile_pic).toMatch(/^\/files\/avatars\/226\/[0-9a-f]{32}\.webp$/);
        const file = await t.app.inject({ method: 'GET', url: res.json().data.profile_pic });
        expect(file.headers['content-disposition']).toBe('inline');
        replies.push(file);
      }
      for (const reply of replies) {
        const headers = JSON.stringify(reply.headers);
        expect(headers).not.toMatch(/injected|pwned|passwd|evil/i);
        expect(reply.cookies.map((c) => c.name)).not.toContain('pwned');
      }
    }
  });
});
