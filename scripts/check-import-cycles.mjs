// Run by `npm run lint`: fails when any module of the server, the web app or the contract imports
// itself round through others. Such a circle makes the import order decide which side sees an
// undefined value, and makes the two files one piece to understand; the shared part belongs in a
// small module both import (e.g. platform/payment-provider.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph, sourceFiles } from './import-cycles.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contract/src'].map((r) => path.join(repo, r));

const files = sourceFiles(roots);
const cycles = importCycles(importGraph(files));
if (cycles.length === 0) {
  console.log(`import cycles: none in ${files.length} files`);
} else {
  console.error(`import cycles: ${cycles.length} (move what both sides share into a module of its own):`);
  for (const { files: knot, circle } of cycles) {
    const more = knot.length - (circle.length - 1);
    console.error(`  ${circle.map((f) => path.relative(repo, f)).join(' > ')}${more > 0 ? ` (and ${more} more files in the same circle)` : ''}`);
  }
  process.exit(1);
}
