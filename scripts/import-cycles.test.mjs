import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.mjs';

// Files that exist, so that the specifiers resolve; their texts are given to importGraph instead.
const here = path.dirname(new URL(import.meta.url).pathname);
const a = path.join(here, 'import-cycles.mjs');
const b = path.join(here, 'check-import-cycles.mjs');
const c = path.join(here, 'local-services.mjs');

const graphOf = (texts) => importGraph(Object.keys(texts), (file) => texts[file]);

describe('import cycles (run by npm run lint)', () => {
  it('finds two files that import each other, a type-only import included', () => {
    const graph = graphOf({
      [a]: "import type { B } from './check-import-cycles.mjs';",
      [b]: "import { a } from './import-cycles.mjs';",
    });
    expect(importCycles(graph)).toEqual([{ files: [b, a].sort(), circle: [b, a, b] }]);
  });

  it('finds a longer circle through a lazy import and a re-export, and shows the whole of it', () => {
    const graph = graphOf({
      [a]: "export * from './check-import-cycles.mjs';",
      [b]: "const later = () => import('./local-services.mjs');",
      [c]: "import './import-cycles.mjs';",
    });
    const [cycle] = importCycles(graph);
    expect(cycle.files).toEqual([a, b, c].sort());
    expect(cycle.circle).toHaveLength(4);
    expect(cycle.circle[0]).toBe(cycle.circle[3]);
  });

  it('finds none where imports only go one way, and leaves packages and other files aside', () => {
    const graph = graphOf({
      [a]: "import { b } from './check-import-cycles.mjs'; import ts from 'typescript'; import './a.css';",
      [b]: "import { c } from './local-services.mjs';",
      [c]: "import path from 'node:path';",
    });
    expect(graph.get(a)).toEqual([b]);
    expect(importCycles(graph)).toEqual([]);
  });
});
