import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../platform/storage.ts';
import { logoPng, MAIL_LOGO_HEIGHT, mailLogo, mailLogoUrl, ownLogoKey } from './brand-logo.ts';

/** A 20 × 10 logo on a transparent ground: a filled circle in the middle. */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><circle cx="10" cy="5" r="4" fill="#14143f"/></svg>');

/** Theme storage holding the given files. */
const storeOf = (files: Record<string, Buffer>): Storage => ({
  read: async (key: string) => files[key] ?? null,
} as unknown as Storage);

describe('the mail logo as PNG (issue 21)', () => {
  it('draws an SVG as a PNG 80 px high, sharp (drawn at that size), its transparent ground kept', async () => {
    const png = await logoPng(SVG);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', height: MAIL_LOGO_HEIGHT, width: 160, hasAlpha: true });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(80, 40)).toBe(255);
  });

  it('scales a raster logo to 80 px high, and a very wide one to 400 px wide', async () => {
    const tall = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp().toBuffer();
    expect(await sharp(await logoPng(tall)).metadata()).toMatchObject({ format: 'png', width: 80, height: 80 });
    const wide = await sharp({ create: { width: 1200, height: 100, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    expect(await sharp(await logoPng(wide)).metadata()).toMatchObject({ format: 'png', width: 400 });
  });

  it('refuses bytes that are no picture', async () => {
    await expect(logoPng(Buffer.from('not a picture'))).rejects.toThrow();
  });

  it('reads only a picture of the tenant\'s own theme folder', () => {
    expect(ownLogoKey({ assets: { logo: '/themes/226/logo.svg' } }, 226)).toBe('226/logo.svg');
    expect(ownLogoKey({ assets: { logo: '/themes/227/logo.svg' } }, 226)).toBeNull();
    expect(ownLogoKey({ assets: { logo: 'https://elsewhere.test/logo.png' } }, 226)).toBeNull();
    expect(ownLogoKey({ assets: { logo: '/themes/226/../secret.png' } }, 226)).toBeNull();
    expect(ownLogoKey({}, 226)).toBeNull();
  });

  it('gives a logo whose version follows its bytes, and none for a missing or broken file', async () => {
    const theme = { assets: { logo: '/themes/226/logo.svg' } };
    const first = await mailLogo(storeOf({ '226/logo.svg': SVG }), 226, theme);
    expect(first?.png.subarray(1, 4).toString()).toBe('PNG');
    const again = await mailLogo(storeOf({ '226/logo.svg': SVG }), 226, theme);
    expect(again?.version).toBe(first?.version);
    const changed = await mailLogo(storeOf({ '226/logo.svg': Buffer.from(SVG.toString().replace('#14143f', '#ff0000')) }), 226, theme);
    expect(changed?.version).not.toBe(first?.version);
    expect(await mailLogo(storeOf({}), 226, theme)).toBeNull();
    expect(await mailLogo(storeOf({ '226/logo.svg': Buffer.from('<svg') }), 226, theme)).toBeNull();
    expect(mailLogoUrl('https://portal.test', 226, 'abc')).toBe('https://portal.test/brand/226/logo.png?v=abc');
  });
});
