import fc from 'fast-check';

/*
 * The values a careless or hostile client sends where our schemas expect
 * something else: wrong types, extreme numbers and dates, huge and strange
 * strings, prototype keys, deep nesting.
 */

/** Dates JavaScript can barely hold, cannot hold, or reads in surprising ways. */
export const EXTREME_DATES = [
  '+275760-09-13T00:00:00.000Z', // the last instant a Date can hold: adding a minute overflows
  '-271821-04-20T00:00:00.000Z', // the first
  '+275760-09-13T00:00:00.001Z', // one past it: Invalid Date
  '+275760-09-12T23:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-30T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-11-30',
  '2026-11-30T25:61:61Z',
  '2026-11-30T10:00:00+14:00',
  '2026-11-30T10:00:00-12:00',
  'Sat, 30 Nov 2026 10:00:00 GMT',
  '1',
  '-1',
  '0',
  'now',
  'Infinity',
  'NaN',
  '',
  ' ',
];

/** Strings that trip up parsers, databases, templates and terminals. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n\r\nHTTP/1.1 200 OK',
  '\u202e\u0644\u0627', // right-to-left override, Arabic
  '\ud800', // a lone surrogate
  '\udfff\ud800',
  '\u200b\u200d\ufeff',
  '🐕‍🦺🐩'.repeat(50),
  'Z̷̢̛a̴l̸g̵o̷'.repeat(20),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE events; --",
  '{"$gt": ""}',
  '$where',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/objects/photos/../../uploads/x',
  '/objects/uploads/../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  '-0',
  '1e400',
  '0x10',
  'x'.repeat(101),
  'x'.repeat(2_049),
  'é'.repeat(5_000),
  'x'.repeat(100_000),
];

/** Numbers at and past every limit a schema or a Date may have. */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  8.64e15,
  8.64e15 + 1,
  1e21,
  2 ** 31,
  2 ** 53,
];

/** JSON number tokens that JSON.stringify cannot produce (they parse to Infinity, 0 or lose digits). */
export const RAW_NUMBER_TOKENS = [
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-0.0',
  '0.1e1',
  '1E+2',
];

/** Tokens that are not JSON at all, though some parsers take them. */
export const NOT_JSON_TOKENS = ['NaN', 'Infinity', '-Infinity', 'undefined', "'single'", '0x1F'];

/** A value `depth` arrays or objects deep, as JSON text (JSON.stringify would recurse that deep itself). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** An object whose own keys are the prototype's names, as a client's JSON would carry them. */
export function prototypeKeys(inner: unknown = { isAdmin: true }): Record<string, unknown> {
  const pick = JSON.parse('{"__proto__": null, "constructor": {"prototype": null}}') as Record<
    string,
    unknown
  >;
  pick['__proto__'] = inner;
  (pick['constructor'] as Record<string, unknown>)['prototype'] = inner;
  return pick;
}

/** Any JSON value of a type a field did not ask for. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...EXTREME_DATES),
  fc.array(fc.constantFrom<unknown>('a', 1, null, {}), { maxLength: 3 }),
  fc.constant({}),
  fc.constant(prototypeKeys()),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A whole string for a text field: ordinary, unusual, or hostile. */
export const anyText = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: Math.min(maxLength, 60) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );

/** Percent-encoded, with lone surrogates replaced (encodeURIComponent throws on them; `%ed%a0%80` sends one). */
export const encode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** A path segment, percent-encoded or not, that names nothing we hold (or names it strangely). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS).map(encode),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%5c%2e%2e%5cwindows',
    '%00',
    '%',
    '%zz',
    '%c0%ae%c0%ae', // overlong UTF-8 dots
    '%ff%fe',
    '%ed%a0%80', // an encoded lone surrogate
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'x'.repeat(101),
    'x'.repeat(5_000),
    '1e400',
    'a.b.c',
    'index.html',
    'photo.jpg.html',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encode),
);
