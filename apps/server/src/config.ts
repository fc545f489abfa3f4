import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TENANT_ID } from '@portal/contract';

// Environment → typed config. Fails fast with every problem listed (DESIGN §2).
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  SMTP_URL: z.string().optional(),
  // S3-compatible file storage (docs/operations.md): S3_BUCKET turns it on; without it files live
  // in DATA_DIR/files. S3_ENDPOINT for MinIO and other self-hosted stores (bucket in the path).
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().default('Coaching Portal <no-reply@portal.local>'),
  PUBLIC_URL: z.string().url().optional(),
  DEFAULT_TENANT_ID: z.coerce.number().int().positive().default(DEFAULT_TENANT_ID),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  IP_LOOKUP_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // The test provider's webhook secret; without it one is made at random per DATA_DIR.
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_CURRENCY: z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO currency code').default('usd'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Issue 8: the demo mailbox and the test card provider are turned on knowingly, never by default.
  DEMO_MODE: z.enum(['true', 'false']).default('false'),
});

export type Config = ReturnType<typeof loadConfig>;

/** A setting that is missing or wrong: reported as a message, without a stack (main.ts). */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMTP_URL) throw new ConfigError('Invalid configuration:\n  SMTP_URL: required in production');
  const s3Key = e.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const s3Secret = e.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (e.S3_BUCKET && (!s3Key || !s3Secret)) throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  if (production && e.DEMO_MODE === 'true') throw new ConfigError('Invalid configuration:\n  DEMO_MODE: not allowed in production (it exposes every email at /dev/mail)');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    s3: e.S3_BUCKET && s3Key && s3Secret ? {
      endpoint: e.S3_ENDPOINT ?? null, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: s3Key, secretAccessKey: s3Secret,
      pathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    } : null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    defaultTenantId: e.DEFAULT_TENANT_ID,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
    ipLookupUrl: e.IP_LOOKUP_URL ?? null,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? null,
    paymentCurrency: e.PAYMENT_CURRENCY.toLowerCase(),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    seedDemo: e.SEED_DEMO === 'true',
    /** The demo mailbox (/dev/mail) and the test card provider. */
    demo: e.DEMO_MODE === 'true',
  };
}
