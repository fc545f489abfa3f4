import { describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { maxDepthRule } from './depth-limit.ts';

// A schema that nests without end, so that any depth can be asked with real fields.
const schema = buildSchema('type Node { child: Node name: String } type Query { node: Node }');
const nest = (levels: number, inner = 'name') => {
  let selection = inner;
  for (let i = 0; i < levels; i++) selection = `child { ${selection} }`;
  return selection;
};
const errorsOf = (query: string, max = 8) => validate(schema, parse(query), [maxDepthRule(max)]).map((e) => e.message);

describe('the query depth limit (graphql/depth-limit.ts)', () => {
  it('lets a query as deep as the limit through and refuses one level more, naming the depth', () => {
    expect(errorsOf(`{ node { ${nest(6)} } }`)).toEqual([]);
    expect(errorsOf(`query Deep { node { ${nest(7)} } }`)).toEqual(['Deep is too deep: depth 9 exceeds the depth limit of 8.']);
  });

  it('counts what fragments add: a spread its fragment, an inline fragment a level', () => {
    const fragment = `fragment Down on Node { ${nest(5)} }`;
    expect(errorsOf(`{ node { child { ...Down } } } ${fragment}`)).toEqual([]);
    expect(errorsOf(`{ node { child { child { ...Down } } } } ${fragment}`)).toHaveLength(1);
    expect(errorsOf(`{ node { ... on Node { ${nest(6)} } } }`)).toHaveLength(1);
  });

  it('judges each operation of a document by itself', () => {
    expect(errorsOf(`query A { node { name } } query B { node { ${nest(9)} } }`)).toEqual([expect.stringMatching(/^B is too deep/)]);
  });

  it('does not count introspection, however deep, but still the real fields beside it', () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    expect(errorsOf(`{ __type(name: "Node") { fields { type { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } } }`)).toEqual([]);
    expect(errorsOf(`{ __schema { queryType { name } } node { ${nest(9)} } }`)).toHaveLength(1);
  });

  it('does not loop on fragments that spread each other (another rule refuses those)', () => {
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }')).toEqual([]);
  });
});
