import { describe, expect, it } from 'vitest';
import { suggestedPasskeyName } from './device-name.ts';

describe('the name a new passkey is offered (issue 22)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Mac'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0', 'Edge on Windows'],
    ['curl/8.0', 'This device'],
  ])('%s → %s', (userAgent, name) => {
    expect(suggestedPasskeyName({ userAgent })).toBe(name);
  });

  it('falls back to the platform the browser reports', () => {
    expect(suggestedPasskeyName({ userAgent: 'Something', userAgentData: { platform: 'Windows' } })).toBe('Windows');
  });
});
