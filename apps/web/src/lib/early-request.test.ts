import { describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-request.ts';

describe('early requests', () => {
  it('hands the started reply to the first taker only; later takers request afresh', async () => {
    const request = vi.fn().mockResolvedValueOnce('early').mockResolvedValueOnce('fresh');
    startEarly('schedule', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarly('schedule', request)).resolves.toBe('early');
    await expect(takeEarly('schedule', request)).resolves.toBe('fresh');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('requests at once when nothing was started', async () => {
    await expect(takeEarly('nothing', async () => 'now')).resolves.toBe('now');
  });

  it('passes an early failure to the taker, and is not an unhandled rejection before that', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarly('broken', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(takeEarly('broken', async () => 'unused')).rejects.toThrow('offline');
  });
});
