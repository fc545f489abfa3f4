import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { zEmail } from '@portal/contract';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { backgroundTasks } from './lib/background.ts';
import { commandDeps } from './command-deps.ts';
import { authService } from './modules/auth/auth-service.ts';
import { sessionService } from './modules/auth/sessions.ts';
import { verificationStore } from './modules/auth/verifications.ts';
import { findUserByEmail } from './modules/users/user-repo.ts';
import { tenantCommand } from './tenant-cli.ts';

// Operator commands: `node apps/server/dist/cli.js <command> …`, configured by the same
// environment as the server (config.ts).
const USAGE = `Usage: cli login-link <email> [--tenant <id>]
       cli tenant <command> …   (cli tenant, alone, lists its commands)

  login-link   Prints a single-use sign-in link (valid 15 minutes) for the user with that email.
  tenant       Makes, lists, re-hosts, disables and enables tenants (issue 23).`;

/** The link is made by the same code as the admin route POST /api/auth/login-links. */
export async function issueLoginLinkFor(config: Config, database: Database, email: string,
  opts: { tenantId?: number; now?: () => Date } = {}) {
  const deps = await commandDeps(config, database, opts.now);
  try {
    const user = await findUserByEmail(deps.db, opts.tenantId ?? config.defaultTenantId, email);
    if (!user) return null;
    const auth = authService(deps, sessionService(deps), verificationStore(deps), backgroundTasks(console));
    return { user, ...(await auth.issueLoginLink(user, false)) };
  } finally {
    await deps.close();
  }
}

async function loginLink(args: string[]): Promise<number> {
  const tenantAt = args.indexOf('--tenant');
  const tenant = tenantAt >= 0 ? Number(args.splice(tenantAt, 2)[1]) : undefined;
  const email = zEmail.safeParse(args[0] ?? '');
  if (!email.success || args.length !== 1 || (tenant !== undefined && !(Number.isInteger(tenant) && tenant > 0))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    if (!fs.existsSync(path.join(config.dataDir, 'db'))) {
      console.error(`No database in ${config.dataDir}. Set DATA_DIR (or DATABASE_URL) as for the server.`);
      return 1;
    }
    // A running server holds the embedded database's lock; openDatabase says so clearly.
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const link = await issueLoginLinkFor(config, database, email.data, tenant ? { tenantId: tenant } : {});
    if (!link) {
      console.error(`No user with the email ${email.data} in tenant ${tenant ?? config.defaultTenantId}.`);
      return 1;
    }
    console.log(`Sign-in link for ${link.user.firstName} ${link.user.lastName} <${link.user.email}>`);
    console.log(`Works once, until ${link.expires_at}:`);
    console.log(link.url);
    return 0;
  } finally {
    await database.close();
  }
}

export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'login-link') return loginLink(rest);
  if (command === 'tenant') return tenantCommand(rest, loadConfig(), { out: (l) => console.log(l), err: (l) => console.error(l) });
  console.error(USAGE);
  return 2;
}

const entry = process.argv[1] ? pathToFileURL(fs.realpathSync(process.argv[1])).href : '';
if (import.meta.url === entry) {
  runCli(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (err: Error) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}
