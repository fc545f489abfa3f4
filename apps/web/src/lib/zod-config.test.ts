import { describe, expect, it } from 'vitest';

describe('zod runs without eval under the strict CSP', () => {
  it('picks up jitless from the global set before it loads', async () => {
    await import('./zod-config.ts');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
