// The machine a figure was measured on, and the generated sections of bench/README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './portal.mjs';

export const README = path.join(ROOT, 'bench/README.md');

/** @param {string} [chromiumPath] */
export function chromiumVersion(chromiumPath) {
  if (!chromiumPath) return null;
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim();
  } catch {
    return null;
  }
}

/** @param {{ chromium?: string | null }} [extra] */
export function machine(extra = {}) {
  const cpus = os.cpus();
  const lines = [
    `CPU: ${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length} cores`,
    `RAM: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `Node: ${process.version}`,
  ];
  if (extra.chromium) lines.push(`Browser: ${extra.chromium}`);
  return lines;
}

/**
 * A Markdown table.
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 * @param {('l' | 'r')[]} [align]
 */
export function table(head, rows, align = []) {
  const sep = head.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  return [head, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/**
 * A plain-text table for the terminal.
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
export function textTable(head, rows) {
  const all = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (/** @type {string[]} */ r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(all[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/**
 * Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md,
 * appending the markers when they are missing.
 * @param {string} name
 * @param {string} body
 */
export function writeSection(name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = fs.existsSync(README) ? fs.readFileSync(README, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from
    ? text.slice(0, from) + block + text.slice(to + end.length)
    : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(README, next);
}

/**
 * The machine's load when a run starts: other work on the same cores skews every figure.
 * @returns {{ line: string, busy: boolean }}
 */
export function loadAtStart() {
  const [one = 0, five = 0] = os.loadavg();
  const cores = os.cpus().length;
  const busy = one > cores * 0.5;
  return {
    line: `Load average at start: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cores} cores${busy ? ' — the machine was busy with other work; treat these figures as rough' : ''}`,
    busy,
  };
}
