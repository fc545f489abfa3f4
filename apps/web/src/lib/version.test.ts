import { APP_VERSION } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './version.ts';

describe('version comparison (spec §4)', () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('7.10.0', '7.9.9')).toBe(1);
    expect(compareVersions('7.3.7', '7.3.10')).toBe(-1);
    expect(compareVersions('8.0.0', '7.99.99')).toBe(1);
  });

  it('treats equal versions and missing parts as equal', () => {
    expect(compareVersions('7.3.7', '7.3.7')).toBe(0);
    expect(compareVersions('7.3', '7.3.0')).toBe(0);
    expect(compareVersions('v7.3.7', '7.3.7')).toBe(0);
  });

  it('sorts a pre-release before its release', () => {
    expect(compareVersions('7.4.0-beta.1', '7.4.0')).toBe(-1);
    expect(compareVersions('7.4.0-beta.1', '7.3.7')).toBe(1);
  });

  it('asks for a reload only when the served version is newer than the running one', () => {
    expect(isNewerVersion('7.3.8', APP_VERSION)).toBe(true);
    expect(isNewerVersion(APP_VERSION, APP_VERSION)).toBe(false);
    expect(isNewerVersion('7.3.6', APP_VERSION)).toBe(false);
  });
});
