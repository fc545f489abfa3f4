import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';

interface Palette { from: string; to: string; skin: string; hair: string; shirt: string }

/** A portrait-style avatar drawn as shapes (no fonts needed), rendered to WebP like an upload. */
function portraitSvg(p: Palette, longHair: boolean) {
  const hair = longHair
    ? `<path d="M166 250 C150 130 210 92 256 92 C302 92 362 130 346 250 L352 330 L160 330 Z" fill="${p.hair}"/>`
    : `<path d="M178 210 C172 130 220 104 256 104 C300 104 342 128 334 210 C320 170 300 158 256 158 C214 158 192 172 178 210 Z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
  <radialGradient id="light" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="512" height="512" fill="url(#bg)"/><rect width="512" height="512" fill="url(#light)"/>
  ${longHair ? hair : ''}
  <path d="M96 512 C104 404 170 356 256 356 C342 356 408 404 416 512 Z" fill="${p.shirt}"/>
  <path d="M226 330 L286 330 L282 372 C266 384 246 384 230 372 Z" fill="${p.skin}"/>
  <ellipse cx="256" cy="236" rx="80" ry="96" fill="${p.skin}"/>
  ${longHair ? '' : hair}
  <path d="M214 360 L256 404 L298 360" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="10" stroke-linejoin="round"/>
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();
/** Rendering takes tens of milliseconds; the same picture is reused by every seeding in a process. */
export function demoPortrait(name: string, palette: Palette, longHair: boolean): Promise<Buffer> {
  let webp = rendered.get(name);
  if (!webp) {
    webp = sharp(Buffer.from(portraitSvg(palette, longHair))).resize(512, 512).webp({ quality: 82 }).toBuffer();
    rendered.set(name, webp);
  }
  return webp;
}

/** Profile pictures for coach@ and client@; flash@ and peer@ keep the email-derived avatar. */
export async function seedDemoPhotos(db: Db, storage: Storage, { tenantId, coach, client }: DemoPeople) {
  const pictures = [
    { user: coach, data: await demoPortrait('coach', { from: '#179ad6', to: '#14143f', skin: '#f1c7a5', hair: '#6b4a2b', shirt: '#2ecc71' }, true) },
    { user: client, data: await demoPortrait('client', { from: '#2ecc71', to: '#0f6fa0', skin: '#c68863', hair: '#1f1a17', shirt: '#14143f' }, false) },
  ];
  for (const { user, data } of pictures) {
    const key = newStorageKey('avatars', 'webp');
    await storage.put(key, data);
    await db.update(users).set({ profilePic: key }).where(and(eq(users.tenantId, tenantId), eq(users.id, user.id)));
  }
}
