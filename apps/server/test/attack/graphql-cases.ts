import fc from 'fast-check';
import {
  getNamedType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputType,
  type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { HOSTILE_STRINGS, hostileRawBody, hostileValue } from './hostile.ts';

// Operations on every Query and Mutation field of the running /gapi schema: hostile variables,
// hostile literals written into the query, aliases, batching and depth (issue 8).

export interface GraphqlField { operation: 'query' | 'mutation'; name: string; field: GraphQLField<unknown, unknown> }

export function graphqlFields(schema: GraphQLSchema): GraphqlField[] {
  const of = (operation: 'query' | 'mutation', type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ operation, name: field.name, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/** A selection of the type's fields down to `depth` levels of objects. */
function selection(type: GraphQLObjectType, depth: number): string {
  const parts = Object.values(type.getFields()).flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named)) return [f.name];
    if (isObjectType(named) && depth > 0) return [`${f.name} ${selection(named, depth - 1)}`];
    return [];
  });
  return `{ ${parts.join(' ')} }`;
}
function selectionOf(field: GraphQLField<unknown, unknown>, depth: number) {
  const named = getNamedType(field.type);
  return isObjectType(named) ? selection(named, depth) : '';
}

/** A value for an argument of this type: mostly plausible, often hostile. */
function argValue(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return fc.oneof(fc.array(argValue(inner.ofType), { maxLength: 5 }), hostileValue);
  const name = getNamedType(inner).name;
  const plausible = name === 'ID' ? fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }).map(String))
    : name === 'Boolean' ? fc.boolean() : name === 'Int' ? fc.integer() : fc.string({ maxLength: 60 });
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(null) });
}

/** A GraphQL literal for a value (JSON is a valid GraphQL literal for strings, numbers, lists and null). */
function literal(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${/^[_A-Za-z]\w*$/.test(k) ? k : 'k'}: ${literal(x)}`).join(', ')}}`;
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  return JSON.stringify(v) ?? 'null';
}

export interface GraphqlBody { body: string; contentType: string }
const asBody = (b: unknown): GraphqlBody => ({ body: JSON.stringify(b), contentType: 'application/json' });

/** Operations on one field: variables or inline literals, with aliases and optional arguments left out. */
export function fieldOperations({ operation, name, field }: GraphqlField): fc.Arbitrary<GraphqlBody> {
  const args = field.args;
  return fc.record({
    values: fc.tuple(...args.map((a) => fc.option(argValue(a.type), { nil: undefined, freq: isNonNullType(a.type) ? 10 : 3 }))),
    inline: fc.boolean(),
    aliases: fc.oneof({ weight: 6, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 400 }) }),
    depth: fc.integer({ min: 0, max: 4 }),
    extraVariables: fc.option(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x', 'user_id'), hostileValue, { maxKeys: 2 }), { nil: undefined }),
  }).map(({ values, inline, aliases, depth, extraVariables }) => {
    const given = args.map((a, i) => ({ a, v: values[i] })).filter((x) => x.v !== undefined);
    const decl = inline || !given.length ? '' : `(${given.map(({ a }) => `$${a.name}: ${String(a.type)}`).join(', ')})`;
    const call = given.length ? `(${given.map(({ a, v }) => `${a.name}: ${inline ? literal(v) : `$${a.name}`}`).join(', ')})` : '';
    const sel = selectionOf(field, depth);
    const body = Array.from({ length: aliases }, (_, i) => `${aliases > 1 ? `a${i}: ` : ''}${name}${call} ${sel}`).join(' ');
    const variables = inline ? extraVariables : { ...extraVariables, ...Object.fromEntries(given.map(({ a, v }) => [a.name, v])) };
    return asBody({ query: `${operation} Fuzz${decl} { ${body} }`, variables });
  });
}

/** Request shapes that are not about one field: batching, depth, size, broken documents. */
export function shapeOperations(fields: GraphqlField[]): fc.Arbitrary<GraphqlBody> {
  const q = fields.find((f) => f.operation === 'query')!;
  const nested = (n: number) => `{ ${'... on Query { '.repeat(n)}__typename${' }'.repeat(n)} }`;
  return fc.oneof(
    fc.constantFrom(
      asBody([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      asBody({ query: `query { ${q.name}(user_id: 1) { ... F } } fragment F on ${getNamedType(q.field.type).name} { ... F }` }),
      asBody({ query: nested(50) }),
      asBody({ query: `{ ${'__typename '.repeat(5000)} }` }),
      asBody({ query: '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }' }),
      asBody({ query: '{ __typename }', operationName: '\u0000' }),
      asBody({ query: 'query A { __typename } query B { __typename }' }),
      asBody({ query: '{ __typename @skip(if: $x) }', variables: { x: '\uD800' } }),
      asBody({ query: 'subscription { x }' }),
      asBody({ query: '{ __typename }', variables: '{"a":1}' }),
      asBody({ query: `{ ${'a'.repeat(900_000)} }` }),
      asBody({ query: `query ($u: ID!) { ${q.name}(user_id: $u) }`, variables: { u: { toString: 1 } } }),
      { body: '{ __typename }', contentType: 'application/graphql' },
      { body: 'query=%7B__typename%7D', contentType: 'application/x-www-form-urlencoded' },
    ),
    fc.record({ query: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), hostileValue), variables: fc.option(hostileValue) }).map(asBody),
    hostileRawBody.map((body) => ({ body, contentType: 'application/json' })),
  );
}
