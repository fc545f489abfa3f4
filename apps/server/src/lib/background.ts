
/**
 * Work a request starts but does not wait for (issue 8: a password-reset reply must take the same
 * time whether or not the account exists). Failures are logged, never lost silently; `settle()`
 * waits for what is running (app close, tests).
 */
export function backgroundTasks(log: { error(obj: object, msg: string): void }) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>) {
      const p: Promise<void> = task().then(() => undefined, (err: unknown) => { log.error({ err }, `${name} failed`); })
        .finally(() => { running.delete(p); });
      running.add(p);
    },
    async settle() {
      while (running.size) await Promise.all([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for the work requests started after replying (see backgroundTasks). */
    settle(): Promise<void>;
  }
}
