import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Theme } from '@portal/contract';
import { ensureDemoTheme } from './theme.ts';

describe('demo theme storage', () => {
  it('writes every theme file into an empty DATA_DIR and leaves an existing theme alone', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-'));
    const dir = path.join(dataDir, 'themes', '226');
    ensureDemoTheme(dataDir);
    expect(fs.readdirSync(dir).sort()).toEqual(['favicon.svg', 'logo.svg', 'manifest.json', 'theme.json']);
    const theme = Theme.parse(JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8')));
    expect(theme.colors?.primary).toBe('#14143f');

    fs.writeFileSync(path.join(dir, 'theme.json'), '{"title":"Edited by the coach"}');
    ensureDemoTheme(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'theme.json'), 'utf8'))).toEqual({ title: 'Edited by the coach' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
