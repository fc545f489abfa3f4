import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('embedded database lock', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'db');
  afterEach(() => fs.rmSync(`${dir}.lock`, { force: true }));

  it('is taken, released, and taken again', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another running process holds it', () => {
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
