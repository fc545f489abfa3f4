import fc from 'fast-check';

// Values an attacker sends instead of what a field expects (issue 8, "the attack suite").

const MB = 1024 * 1024;
export const HOSTILE_STRINGS = [
  '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF', '\uFEFF', '\u202Eevil', '\r\nSet-Cookie: x=1', '',
  '   ', "'; DROP TABLE users;--", "' OR '1'='1", '<script>alert(1)</script>', '../../../../etc/passwd', '%00',
  '${7*7}{{7*7}}', '\\', '"', 'javascript:alert(1)', 'data:text/html,<b>x</b>', '0', '-1', 'NaN', 'Infinity',
  '1e400', '2147483648', '99999999999999999999', '0x10', ' 7 ', '1.5', 'true', 'null', '[]', '{}', '😀'.repeat(50),
  'é'.repeat(300),
];
/** Strings near the 1 MiB body limit: one just under it (parsed), one over it (413). */
export const bigString = (bytes: number) => 'A'.repeat(bytes);
export const HOSTILE_NUMBERS = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, -1, 0, -0, 1.5, 1e308, -1e308, Number.MIN_VALUE];

const deep = (n: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** One hostile value for any field: wrong type, hostile text, out-of-range number, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { '': 1 }, ['\u0000']) },
  { weight: 1, arbitrary: fc.constantFrom(bigString(64 * 1024), bigString(MB - 4096)) },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 2000 }).map((n) => deep(n, '\u0000')) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Whole bodies, sent as raw text: prototype keys (kept as own keys only in raw JSON), not-JSON,
 * a body over the 1 MiB limit, nesting deeper than any parser should follow.
 */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', 'null', 'true', '0', '"x"', '[]', '[{}]', '{', '{"a":', '\u0000', '{"a":"\\u0000"}', '{"a":"\\ud800"}',
    '{"__proto__":{"isAdmin":true,"role_id":1}}', '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"prototype":{"x":1},"__proto__":[]}', '{"user_id":1,"user_id":2}', '{"a":1e999}', '{"a":-0}',
    `{"a":"${bigString(MB + 10)}"}`, `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'a=1&b[]=2&__proto__[x]=1', '<?xml version="1.0"?><a/>',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Content types to send a body under: the right one, wrong ones, malformed ones and none. */
export const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'multipart/form-data',
      'application/xml', 'application/json; charset=utf-16', 'application/json; charset=x-bogus', 'application/octet-stream',
      '', 'application/json, text/plain', 'application/vnd.api+json', ';;;',
    ),
  },
);
