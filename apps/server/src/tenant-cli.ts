import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, TenantCreateBody, TenantHostsBody, TenantMailFromBody, type TenantSummary } from '@portal/contract';
import type { z } from 'zod';
import { commandDeps } from './command-deps.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { HttpError } from './http/errors.ts';
import { parse } from './http/validate.ts';
import { OPERATOR_PATH, OPERATOR_SECRET } from './modules/tenants/operator-routes.ts';
import { tenantAdmin } from './modules/tenants/tenant-admin.ts';

// Issue 23: `npm run tenant -- <command>`, the operator's way to make and run tenants
// (docs/operations.md "Tenants"). It works against a running deployment, which it finds as the
// server does, from the same environment:
// - PostgreSQL and Redis: on the database itself, and every server hears of the change on Redis.
// - Otherwise it asks the server on this machine (HOST and PORT, or OPERATOR_URL) through the
//   operator's route, with the secret the server keeps in DATA_DIR/secrets/operator: the embedded
//   database opens in the server's process only. With no server running it opens the database itself.

export const TENANT_USAGE = `Usage: npm run tenant -- <command>

  create --name "<name>" --host <host> [--host <host> …] --admin-email <email> [--admin-name "<name>"]
                 Makes a tenant with its hosts, a theme copied from the default tenant's, and its
                 first admin, who is mailed a link to set a password. Prints the tenant's id.
  list           Every tenant: id, name, hosts, people, created, and whether it is disabled.
  hosts <id> [--add <host> …] [--remove <host> …]
                 Adds and removes the tenant's hosts.
  mail-from <id> --address <email> | --clear
                 Lets the tenant's mail come from its own address (one the relay may send as),
                 or back from MAIL_FROM's.
  disable <id>   Its hosts answer 403 "This portal is not available" and its sessions end; nothing is deleted.
  enable <id>    Turns it on again.`;

export interface Output { out(line: string): void; err(line: string): void }

/** What the command asks of the deployment: through the database, or through the running server. */
interface Operations {
  list(): Promise<TenantSummary[]>;
  create(body: z.input<typeof TenantCreateBody>): Promise<TenantSummary>;
  setHosts(id: number, body: z.input<typeof TenantHostsBody>): Promise<TenantSummary>;
  setMailFrom(id: number, body: z.input<typeof TenantMailFromBody>): Promise<TenantSummary>;
  disable(id: number): Promise<TenantSummary>;
  enable(id: number): Promise<TenantSummary>;
  close(): Promise<void>;
}

class UsageError extends Error {}

/** `--name value` options, repeatable ones as lists; anything else is a usage error. */
function options(args: string[], allowed: Record<string, 'one' | 'many'>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    const value = args[i + 1];
    if (!args[i]!.startsWith('--') || !(name in allowed) || value === undefined) throw new UsageError(`Unknown or incomplete option: ${args[i]}`);
    if (allowed[name] === 'one' && found[name]) throw new UsageError(`--${name} is given twice.`);
    (found[name] ??= []).push(value);
  }
  return found;
}

function tenantId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw new UsageError(`Give the tenant's id (a number), not ${JSON.stringify(raw ?? '')}.`);
  return Number(raw);
}

/** The server this machine runs, as the command reaches it. */
function serverUrl(config: Config, env: NodeJS.ProcessEnv): string {
  if (env.OPERATOR_URL) return env.OPERATOR_URL.replace(/\/$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Through the running server's operator route (operator-routes.ts), or null when none answers. */
async function viaServer(config: Config, env: NodeJS.ProcessEnv): Promise<Operations | null> {
  const base = `${serverUrl(config, env)}${OPERATOR_PATH}`;
  const secretFile = path.join(config.dataDir, 'secrets', OPERATOR_SECRET);
  const call = async (method: 'GET' | 'POST', suffix: string, body?: unknown): Promise<TenantSummary & TenantSummary[]> => {
    let secret: string;
    try { secret = fs.readFileSync(secretFile, 'utf8').trim(); } catch {
      throw new Error(`A server answers at ${base}, but there is no ${secretFile}: run the command with the server's DATA_DIR.`);
    }
    const res = await fetch(`${base}${suffix}`, {
      method, headers: { authorization: `Operator ${secret}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = await res.json().catch(() => null) as { data?: unknown; message?: string; error?: unknown } | null;
    // The route's own refusal (operator-routes.ts), as for a path that is not there.
    if (res.status === 404 && reply?.message === MESSAGES.notFound) {
      throw new Error(`The server at ${base} did not take the secret of ${secretFile}: run the command on the server's machine, with its DATA_DIR.`);
    }
    if (!res.ok) throw new HttpError(res.status, reply?.message ?? `The server answered ${res.status}.`, typeof reply?.error === 'object' ? reply.error as Record<string, string[]> : undefined);
    return reply!.data as TenantSummary & TenantSummary[];
  };
  try {
    await fetch(serverUrl(config, env) + '/healthz', { signal: AbortSignal.timeout(5_000) });
  } catch {
    return null;
  }
  return {
    list: () => call('GET', ''),
    create: (body) => call('POST', '', body),
    setHosts: (id, body) => call('POST', `/${id}/hosts`, body),
    setMailFrom: (id, body) => call('POST', `/${id}/mail-from`, body),
    disable: (id) => call('POST', `/${id}/disable`),
    enable: (id) => call('POST', `/${id}/enable`),
    async close() {},
  };
}

/** On the database itself (tenant-admin.ts), telling the servers through Redis when there is one. */
async function viaDatabase(config: Config): Promise<Operations> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db'))) {
    throw new Error(`No database in ${config.dataDir}. Set DATA_DIR (or DATABASE_URL) as for the server.`);
  }
  // A running server holds the embedded database's lock; openDatabase says so clearly.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = await commandDeps(config, database);
  const admin = tenantAdmin(deps);
  return {
    list: admin.list,
    create: (body) => admin.create(parse(TenantCreateBody, body)),
    setHosts: (id, body) => admin.setHosts(id, parse(TenantHostsBody, body)),
    setMailFrom: (id, body) => admin.setMailFrom(id, parse(TenantMailFromBody, body)),
    disable: admin.disable,
    enable: admin.enable,
    async close() { await deps.close(); await database.close(); },
  };
}

const describe = (t: TenantSummary) =>
  `Tenant ${t.id} "${t.name}" at ${t.url}: ${t.hosts.join(', ') || '(no host of its own)'}${t.mail_from ? `; mail from ${t.mail_from}` : ''}${t.disabled_at ? ` — disabled since ${t.disabled_at}` : ''}`;

function table(rows: TenantSummary[]): string[] {
  const lines = [['ID', 'NAME', 'HOSTS', 'PEOPLE', 'CREATED', 'STATE'],
    ...rows.map((t) => [String(t.id), t.name, t.hosts.join(',') || '-', String(t.people), t.created_at.slice(0, 10), t.disabled_at ? 'disabled' : 'enabled'])];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return lines.map((l) => l.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}

type Step = (ops: Operations, io: Output) => Promise<void>;

/** What the command does, its options read before the deployment is asked anything. */
function plan(command: string, args: string[]): Step {
  switch (command) {
    case 'create': {
      const o = options(args, { name: 'one', host: 'many', 'admin-email': 'one', 'admin-name': 'one' });
      const body = { name: o.name?.[0] ?? '', hosts: o.host ?? [], admin_email: o['admin-email']?.[0] ?? '', admin_name: o['admin-name']?.[0] };
      return async (ops, io) => {
        const made = await ops.create(body);
        io.err(`${describe(made)}. Its admin ${body.admin_email} is mailed a link to set a password.`);
        io.out(String(made.id));
      };
    }
    case 'list':
      if (args.length) throw new UsageError('list takes no options.');
      return async (ops, io) => { for (const line of table(await ops.list())) io.out(line); };
    case 'hosts': {
      const id = tenantId(args[0]);
      const o = options(args.slice(1), { add: 'many', remove: 'many' });
      return async (ops, io) => io.out(describe(await ops.setHosts(id, { add: o.add ?? [], remove: o.remove ?? [] })));
    }
    case 'mail-from': {
      const id = tenantId(args[0]);
      const rest = args.slice(1);
      if (rest.length === 1 && rest[0] === '--clear') return async (ops, io) => io.out(describe(await ops.setMailFrom(id, { address: null })));
      const o = options(rest, { address: 'one' });
      if (!o.address) throw new UsageError('mail-from takes --address <email> or --clear.');
      return async (ops, io) => io.out(describe(await ops.setMailFrom(id, { address: o.address![0]! })));
    }
    case 'disable':
    case 'enable': {
      if (args.length !== 1) throw new UsageError(`${command} takes the tenant's id only.`);
      const id = tenantId(args[0]);
      return async (ops, io) => io.out(describe(await (command === 'disable' ? ops.disable(id) : ops.enable(id))));
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
  }
}

/** `cli tenant …`: 0 when done, 1 when refused (the reason on stderr), 2 for a usage error. */
export async function tenantCommand(argv: string[], config: Config, io: Output, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command = '', ...args] = argv;
  let step: Step;
  try {
    step = plan(command, args);
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${TENANT_USAGE}`);
    return 2;
  }
  let ops: Operations | null = null;
  try {
    const direct = Boolean(config.databaseUrl && config.redisUrl);
    ops = (direct ? null : await viaServer(config, env)) ?? await viaDatabase(config);
    await step(ops, io);
    return 0;
  } catch (err) {
    const fields = err instanceof HttpError && err.fields ? Object.values(err.fields).flat() : [];
    const message = err instanceof Error ? err.message : String(err);
    io.err(fields.length > 1 || (fields[0] && fields[0] !== message) ? fields.join('\n') : message);
    return 1;
  } finally {
    await ops?.close();
  }
}
