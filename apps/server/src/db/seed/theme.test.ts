import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Theme } from '@portal/contract';
import { dataDirThemeStorage, folderStorage, inFolder } from '../../platform/storage.ts';
import { ensureDemoTheme } from './theme.ts';

describe('demo theme storage', () => {
  it('writes every theme file into an empty DATA_DIR and leaves an existing theme alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    const dir = path.join(dataDir, 'themes', '226');
    await ensureDemoTheme(dataDirThemeStorage(dataDir));
    expect(fs.readdirSync(dir).sort()).toEqual(['favicon.svg', 'logo.svg', 'manifest.json', 'theme.json']);
    const theme = Theme.parse(JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8')));
    expect(theme.colors?.primary).toBe('#14143f');

    fs.writeFileSync(path.join(dir, 'theme.json'), '{"title":"Edited by the coach"}');
    await ensureDemoTheme(dataDirThemeStorage(dataDir));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8'))).toEqual({ title: 'Edited by the coach' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws the logo\'s words "Summit Coaching" as shapes, so it looks the same in any font and needs none to render', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-'));
    await ensureDemoTheme(folderStorage(root));
    const logo = fs.readFileSync(path.join(root, '226', 'logo.svg'), 'utf8');
    expect(logo).not.toMatch(/<text|<tspan|font-family|@font-face/);
    expect(logo).toContain('aria-label="Summit Coaching"');
    expect(logo).toContain('<title>Summit Coaching</title>');
    // the mountain, "Summit" and "Coaching", each a path of its own
    expect(logo.match(/<path /g)).toHaveLength(4);
    expect(logo).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 48"[^>]*>.*<\/svg>$/s);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes into the themes folder of a shared store, as the bucket of several servers', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-'));
    await ensureDemoTheme(inFolder(folderStorage(root), 'themes'));
    expect(fs.readdirSync(path.join(root, 'themes', '226')).sort()).toEqual(['favicon.svg', 'logo.svg', 'manifest.json', 'theme.json']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
