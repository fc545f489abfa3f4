import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './lib/deps.ts';
import { captchaOff } from './platform/captcha.ts';
import { memoryChangeBus, redisChangeBus } from './platform/change-bus.ts';
import { queueOnlyMailer } from './platform/mailer.ts';
import { memoryRateLimitStore } from './platform/rate-limit.ts';
import { sharedThemes, storagesFor } from './platform/storage-for.ts';
import { tenantDirectory } from './platform/tenant-directory.ts';

/**
 * What an operator's command (cli.ts) works with beside running servers: their database, files and
 * themes; mail queued in the outbox for the servers' delivery worker; and, with REDIS_URL, their
 * change bus, so what the command changes reaches every server at once (issue 23).
 */
export async function commandDeps(config: Config, database: Database, now: () => Date = () => new Date()): Promise<Deps & { close(): Promise<void> }> {
  const quiet = { warn: () => {} };
  const changes = config.redisUrl ? await redisChangeBus(config.redisUrl, quiet) : memoryChangeBus();
  const stores = storagesFor(config);
  const deps: Deps = {
    config, db: database.db, dbKind: database.kind, mailer: queueOnlyMailer({ db: database.db, now }), rateLimit: memoryRateLimitStore(),
    storage: stores.files, themes: sharedThemes(config, stores.themes, changes), captcha: captchaOff, changes, now,
    tenants: await tenantDirectory({ db: database.db, changes, publicUrl: config.publicUrl, currency: config.paymentCurrency, log: quiet }),
  };
  return {
    ...deps,
    async close() {
      deps.tenants.close();
      await deps.rateLimit.close();
      await changes.close();
    },
  };
}
