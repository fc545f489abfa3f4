// Import circles among our own modules: who imports whom (type-only and lazy imports count too, as
// a circle through a type still ties the two files' meaning together), then every set of files that
// reach each other, with one shortest circle through it to show.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

/** Every source file under `roots`, leaving out node_modules and built output. */
export function sourceFiles(roots) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
    }
  };
  roots.forEach(walk);
  return found.sort();
}

/** The file a relative specifier names, when it is one of ours (`./a.js` may stand for `./a.ts`). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** file → the files of ours it imports, read from the text (no type checking, so it is quick). */
export function importGraph(files, read = (file) => readFileSync(file, 'utf8')) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles.map((i) => resolveRelative(file, i.fileName)).filter((t) => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The sets of files that import each other round (Tarjan's strongly connected components). */
function circularSets(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const sets = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1 || (graph.get(node) ?? []).includes(node)) sets.push(set);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return sets;
}

/** A shortest circle from `start` back to itself, staying inside `set`. */
function shortestCircle(graph, set, start) {
  const inside = new Set(set);
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const between = [];
        for (let at = node; at !== start; at = cameFrom.get(at)) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * Each set of files that import each other round, sorted, with one shortest circle through it to
 * show ([a, b, …, a], from its first file). Empty when there is none.
 */
export function importCycles(graph) {
  return circularSets(graph)
    .map((set) => set.sort())
    .map((files) => ({ files, circle: shortestCircle(graph, files, files[0]) }))
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}
