// The server's CSP has no 'unsafe-eval'. zod's compiled fast path probes `new Function` when an
// object schema is created, and the browser reports that probe as a CSP violation even though zod
// catches it. `jitless` skips the probe; interpreted parsing is plenty fast for our payloads.
//
// zod reads its settings from this global when it loads, so setting it here, first thing in the
// entry, reaches every chunk without putting zod itself on the sign-in route (zod-config.test.ts
// checks zod still honours it).
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const scope = globalThis as WithZodConfig;
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
