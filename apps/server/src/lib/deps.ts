import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Captcha } from '../platform/captcha.ts';
import type { ChangeBus } from '../platform/change-bus.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { RateLimitStore } from '../platform/rate-limit.ts';
import type { Storage, StreamingStorage } from '../platform/storage.ts';
import type { TenantDirectory } from '../platform/tenant-directory.ts';

/** What every module gets: config and the adapters of DESIGN §2 "platform". */
export interface Deps {
  config: Config;
  db: Db;
  dbKind: 'embedded' | 'postgres';
  mailer: Mailer;
  rateLimit: RateLimitStore;
  /** Uploaded files, readable and writable as streams (data exports). */
  storage: StreamingStorage;
  /** Tenant themes, keys `{tenant}/{file}` (DATA_DIR/themes, or `themes/` in the S3 bucket). */
  themes: Storage;
  captcha: Captcha;
  /** Tells every server which cached reads went stale (memory | Redis pub/sub). */
  changes: ChangeBus;
  /** Which tenant claims which host, and which are turned off (issue 23), kept in memory. */
  tenants: TenantDirectory;
  now: () => Date;
}
