import type { FastifyInstance } from 'fastify';

export interface LogLine { level: number; msg?: string; [key: string]: unknown }

/**
 * Points the app's pino destination (shared by every request's child logger) at an array, so a
 * test can read what the server logged. The app must be built with a LOG_LEVEL other than silent.
 */
export function captureLogs(app: FastifyInstance) {
  const stream = Object.getOwnPropertySymbols(app.log).find((s) => s.description === 'pino.stream');
  if (!stream) throw new Error('pino stream not found: build the test app with a LOG_LEVEL other than silent');
  const lines: LogLine[] = [];
  (app.log as unknown as Record<symbol, unknown>)[stream] = { write: (line: string) => { lines.push(JSON.parse(line) as LogLine); } };
  return {
    lines,
    /** Lines at pino's error level (50) or above. */
    errors: () => lines.filter((l) => l.level >= 50),
  };
}
