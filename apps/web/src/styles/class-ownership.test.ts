import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The app ships one stylesheet (vite.config.ts: cssCodeSplit false), so every rule applies on every
// page: a class that two files both define would restyle the other's elements. Each class a rule
// starts with belongs to one file; a feature that needs a shared look uses shared/ui.

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The classes the file's rules start with (`.x {`, `.x:hover`, `.x .y`, `.x, .y` …), outside comments. */
function leadingClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = new Set<string>();
  for (const [, selectors] of text.matchAll(/(?:^|})\s*([^{}@]+)\{/g)) {
    for (const selector of selectors!.split(',')) {
      const first = /^\s*\.([A-Za-z][\w-]*)/.exec(selector);
      if (first) classes.add(first[1]!);
    }
  }
  return classes;
}

it('gives every CSS class one owning file', () => {
  const owners = new Map<string, string[]>();
  for (const file of cssFiles(SRC)) {
    for (const name of leadingClasses(readFileSync(file, 'utf8'))) {
      owners.set(name, [...(owners.get(name) ?? []), path.relative(SRC, file)]);
    }
  }
  const shared = [...owners].filter(([, files]) => files.length > 1).map(([name, files]) => `.${name}: ${files.join(', ')}`);
  expect(shared).toEqual([]);
});
