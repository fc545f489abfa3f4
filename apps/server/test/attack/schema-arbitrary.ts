import fc from 'fast-check';
import { z } from 'zod';
import { hostileValue } from './hostile.ts';

// Bodies generated from the contract's zod schemas (through their JSON Schema), each field
// sometimes swapped for a hostile value, so most cases pass the outer checks and reach the rules.

interface JsonSchema {
  type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[];
  additionalProperties?: JsonSchema | boolean; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[];
  enum?: unknown[]; const?: unknown; pattern?: string; format?: string; minLength?: number; maxLength?: number;
  minimum?: number; maximum?: number; exclusiveMinimum?: number; maxItems?: number;
}

/** Small ids hit seeded rows; the edges of the integer column test the bounds. */
const ids = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(2 ** 31 - 1, 2 ** 31, 1));

function validOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fieldOf(a)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => validOf({ ...s, type: t })));
  switch (type[0]) {
    case 'object': return objectOf(s);
    case 'array': return fc.array(fieldOf(s.items ?? {}), { maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'integer': return s.maximum !== undefined && s.maximum <= 2 ** 31 ? ids : fc.integer({ min: s.minimum ?? -100, max: 1000 });
    case 'number': return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'string': return stringOf(s);
    default: return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.oneof(fc.emailAddress(), fc.constantFrom('client@demo.test', 'coach@demo.test', 'admin@demo.test'));
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const max = s.maxLength ?? 200;
  return fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 60), unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1)) },
  );
}

function objectOf(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, fieldOf(v)]));
  const record = fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
  if (!s.additionalProperties || s.additionalProperties === true) return record;
  const extra = fc.dictionary(fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), fieldOf(s.additionalProperties), { maxKeys: 5 });
  return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
}

/** A field: mostly valid, sometimes hostile. */
function fieldOf(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: validOf(s) }, { weight: 1, arbitrary: hostileValue });
}

/** Bodies for a contract schema: generated from it, with hostile fields mixed in. */
export function bodyFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return validOf(json);
}
