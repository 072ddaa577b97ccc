/**
 * Inputs of the bad-input walk (src/server/bad-input.test.ts): the OpenAPI shapes it reads, plausible
 * values for well-known fields, and fast-check arbitraries of bad values for each part of a request.
 */
import fc from 'fast-check';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}
export interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Routes the walk leaves out: signing out would revoke the token the walk uses. */
export const SKIPPED = new Set(['POST /api/auth/logout']);

/** Plausible values for well-known field names, so a bad value in one field meets good ones elsewhere. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'walk@example.com',
  mobile: '01711000000',
  nid: '1234567890',
  password: 'Walk#2024pass',
  confirmPassword: 'Walk#2024pass',
  code: '123456',
  dateOfBirth: '1990-01-01',
  firstJoiningDate: '2015-01-01',
  currentJoiningDate: '2020-01-01',
  fromDate: '2020-01-01',
  toDate: '2021-01-01',
  officeStartTime: '09:00',
  officeEndTime: '17:00',
  latitude: '23.7',
  longitude: '90.4',
  termsAccepted: true,
  gender: 'male',
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const option = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((item) => typeOf(item) !== 'null');
  return option ? typeOf(option) : undefined;
};

function plausible(name: string, schema: JsonSchema = {}): unknown {
  if (name in PLAUSIBLE) return PLAUSIBLE[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = (schema.anyOf ?? schema.oneOf)?.find((item) => typeOf(item) !== 'null');
  if (!schema.type && option) return plausible(name, option);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [plausible(name, schema.items)] : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in PLAUSIBLE) value[key] = plausible(key, property);
      }
      return value;
    }
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'a';
  }
}

/** Every property of a body, nested ones as paths (an array's items as element 0). */
export function bodyPaths(
  schema: JsonSchema | undefined,
  prefix: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (!schema || depth > 4) return [];
  const object =
    typeOf(schema) === 'object' ? schema : (schema.anyOf ?? schema.oneOf)?.find((s) => s.properties);
  return Object.entries(object?.properties ?? {}).flatMap(([key, property]) => {
    const path = [...prefix, key];
    const items = typeOf(property) === 'array' ? property.items : undefined;
    return [path, ...bodyPaths(property, path, depth + 1), ...bodyPaths(items, [...path, 0], depth + 1)];
  });
}

function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object')
      node[key] = typeof path[index + 1] === 'number' ? [{}] : {};
    else if (Array.isArray(next) && next.length === 0) next.push({});
    node = node[key] as Record<string | number, unknown>;
  }
}

/* Bad values --------------------------------------------------------------------------------------- */

/** A piece of URL sent exactly as written, to try broken percent-encoding. */
interface Raw {
  raw: string;
}

const NUL = '\u0000';
const badStrings = fc.oneof(
  fc.string().map((text) => `${text}${NUL}${text}`),
  fc.constantFrom(
    NUL,
    'a\u0000b',
    'x'.repeat(10_000),
    'ব'.repeat(10_000),
    '\ud800',
    'a\udfffb',
    '\u202eabc\u202c',
    '\u200f\u200e',
    '\ufeff',
    '🙂'.repeat(300),
    'ড়',
    'e\u0301'.repeat(50),
    "' or 1=1 --",
    '%_\\',
    '../../etc/passwd',
    '   ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const badNumbers = fc.oneof(
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    2 ** 31 - 1,
    2 ** 53,
    2 ** 63,
    1e308,
    -1,
    0,
    -0,
    1.5,
    0.1,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const badNumericText = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '1e400',
  '-1',
  '0',
  '1.5',
  '0x10',
  ' 1 ',
  '১২৩',
  '١٢٣',
  'NaN',
  'Infinity',
  '-0',
  '1e3',
);
const badDates = fc.constantFrom(
  '2024-02-31',
  '0000-01-01',
  '2023-02-29',
  '9999-12-31',
  '2024-13-01',
  '2024-00-10',
  '1899-12-31',
  '২০২৪-০২-৩১',
  '2024-2-3',
  '2024-02-29T00:00:00Z',
  '31/12/2024',
);
const wrongTypes = fc.constantFrom<unknown>(true, false, null, {}, [], [1, 2], [{}], { a: 1 }, 'true', [NUL]);
const rawUrl = fc.constantFrom<Raw>(
  { raw: '%' },
  { raw: '%E0%A4%A' },
  { raw: '%ED%A0%80' },
  { raw: '%00' },
  { raw: '%FF' },
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badStrings },
  { weight: 2, arbitrary: badNumbers },
  { weight: 2, arbitrary: badNumericText },
  { weight: 2, arbitrary: badDates },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 1, arbitrary: rawUrl },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const badBody = fc.oneof(
  fc.constantFrom<unknown>({}, [], [{}], null, 'text', 42, true, { __proto__: { a: 1 } }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant({ raw: '{"a":' } satisfies Raw),
);

interface Pick {
  target: Target;
  value: unknown;
}

/** Sent to every parameter and property on its own, besides the random ones: the attacks known to have worked. */
export const CLASSICS: unknown[] = ['a\u0000b', '2147483648', '2024-02-31', 'x'.repeat(10_000), {}, '\ud800'];

/** One input: bad values at 1 to 3 places, or a whole bad body, in Bangla or English. */
export type Target = { part: 'path' | 'query'; name: string } | { part: 'body'; path: (string | number)[] };
export interface Input {
  picks: Pick[];
  body?: unknown;
  english: boolean;
}

export function inputs(targets: Target[], hasBody: boolean): fc.Arbitrary<Input> {
  const picks: fc.Arbitrary<Pick[]> = targets.length
    ? fc.uniqueArray(fc.record({ target: fc.constantFrom(...targets), value: badValue }), {
        minLength: 1,
        maxLength: 3,
        selector: (pick: Pick) => JSON.stringify(pick.target),
      })
    : fc.constant<Pick[]>([]);
  const field = fc.record({ picks, english: fc.boolean() });
  if (!hasBody) return field;
  return fc.oneof(
    { weight: 4, arbitrary: field },
    {
      weight: 1,
      arbitrary: fc.record({ picks: fc.constant<Pick[]>([]), body: badBody, english: fc.boolean() }),
    },
  );
}

/* Sending ------------------------------------------------------------------------------------------ */

const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Raw).raw === 'string' &&
  Object.keys(value).length === 1;

/** URL text of a value: percent-encoded, lone surrogates as their (invalid) UTF-8 bytes, raw as written. */
function urlText(value: unknown): string {
  if (isRaw(value)) return value.raw;
  const text = typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          const code = char.charCodeAt(0);
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        }
      })
      .join('');
  }
}

export function request(path: string, operation: Operation, input: Input) {
  const params = new Map<string, string>();
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path')
      params.set(parameter.name, String(plausible(parameter.name, parameter.schema)));
  }
  const query: string[] = [];
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  let body: unknown = jsonSchema ? plausible('', jsonSchema) : undefined;
  if ('body' in input) body = input.body;
  for (const { target, value } of input.picks) {
    if (target.part === 'path') params.set(target.name, urlText(value));
    else if (target.part === 'query') {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) query.push(`${encodeURIComponent(target.name)}=${urlText(item)}`);
    } else if ('path' in target && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      setPath(body as Record<string, unknown>, target.path, value);
    }
  }
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => params.get(name) ?? '1') +
    (query.length ? `?${query.join('&')}` : '');
  const raw = isRaw(body);
  return {
    url,
    payload: body === undefined ? undefined : raw ? (body as Raw).raw : JSON.stringify(body),
    json: body !== undefined,
  };
}

/* The tests ---------------------------------------------------------------------------------------- */
