import { apiErrorSchema } from '@nordhub/contracts';
import fc from 'fast-check';
import type { App } from '../app-type';
import type { Db } from '../db/db';
import { createAccount, createCompany, createInvestor, testPassword } from '../test/accounts';
import { accountsTestEnv, TestBrowser } from '../test/browser';
import { forEachDatabase } from '../test/databases';
import { noDomainProofs } from '../test/domain-probe';
import { buildTestApp } from '../test/test-app';
import { insertJob } from '../modules/jobs/jobs/test/fixtures';

// One test walks every route of the API (and its fixture seeds a whole product): minutes, not
// seconds, when the machine is busy with the other checks. A hang still fails, later.
jest.setTimeout(300_000);

/**
 * Property-based hostile input for every API route: the route list and its request schemas come
 * from the app's own OpenAPI document (the zod schemas of each route, as fastify-type-provider-zod
 * exposes them), so a new route is fuzzed without touching this file. Each case is malformed by
 * construction (wrong type, missing field, too long, NUL character, non-JSON, wrong content type,
 * junk path values); the answer must be a 4xx, a 400 must name the field, and no table may change.
 * Fixed seeds make every run the same; a failure prints its seed and counterexample
 * (FUZZ_SEED=n picks another base seed, FUZZ_RUNS=n more runs per property).
 */

const baseSeed = Number(process.env.FUZZ_SEED ?? 20261126);
const runs = Number(process.env.FUZZ_RUNS ?? 3);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteSpec {
  method: Method;
  /** The OpenAPI path, e.g. /api/jobs/{id}. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
}

/** One request and what it must get. */
interface FuzzCase {
  kind: string;
  /** The field the answer must name when it is a 400 (null: any field). */
  target: string | null;
  /** Must the answer be exactly 400 E_VALIDATION naming `target`? (else any 4xx, or 2xx for a junk GET). */
  validation: boolean;
  /** May a junk GET answer 2xx? (a free-text search or key that simply finds nothing) */
  mayAnswer: boolean;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

// ---- the route list -------------------------------------------------------------------------

/** Hidden /api routes (schema.hide) are not in the OpenAPI document; they get the generic cases. */
const hiddenApiRoutes: RouteSpec[] = [
  { method: 'GET', path: '/api/companies/{key}/ats/start', params: [{ in: 'path', name: 'key', schema: { type: 'string' } }], query: [], body: null },
  { method: 'GET', path: '/api/ats/callback', params: [], query: [], body: null },
  { method: 'GET', path: '/api/linkedin/start', params: [], query: [], body: null },
  { method: 'GET', path: '/api/linkedin/callback', params: [], query: [], body: null },
  { method: 'GET', path: '/api/linkedin/link', params: [], query: [{ in: 'query', name: 'key', schema: { type: 'string' } }], body: null },
  { method: 'POST', path: '/api/linkedin/link', params: [], query: [{ in: 'query', name: 'key', schema: { type: 'string' } }], body: null },
  { method: 'GET', path: '/api/digest/{settingsKey}/unsubscribe', params: [{ in: 'path', name: 'settingsKey', schema: { type: 'string' } }], query: [], body: null },
  { method: 'POST', path: '/api/digest/{settingsKey}/unsubscribe', params: [{ in: 'path', name: 'settingsKey', schema: { type: 'string' } }], query: [], body: null },
];

function routeSpecs(app: App): RouteSpec[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const specs: RouteSpec[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      specs.push({
        method: method.toUpperCase() as Method,
        path,
        params: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return [...specs, ...hiddenApiRoutes];
}

// ---- JSON schema helpers ----------------------------------------------------------------------

const jsonTypeNames = ['string', 'number', 'boolean', 'null', 'array', 'object'] as const;
type JsonType = (typeof jsonTypeNames)[number];

/** The JSON types a schema accepts, or null when it accepts anything (or we cannot tell). */
function acceptedTypes(schema: JsonSchema): Set<JsonType> | null {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const all = new Set<JsonType>();
    for (const member of union) {
      const types = acceptedTypes(member);
      if (!types) return null;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  if (schema.allOf) return schema.allOf.length === 1 && schema.allOf[0] ? acceptedTypes(schema.allOf[0]) : null;
  if (schema.enum) return new Set(schema.enum.map((value) => jsonTypeOf(value)));
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.type === undefined) return null;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return new Set(types.map((type) => (type === 'integer' ? 'number' : type) as JsonType));
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** Nested junk: deep objects and arrays of odd values. */
const junk = fc.letrec((tie) => ({
  leaf: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.string({ unit: 'binary', maxLength: 40 })),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 3 })),
})).node;

const valueOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.string({ minLength: 1, maxLength: 30 }).map((text) => `x${text}`),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(junk, { minLength: 1, maxLength: 3 }),
  object: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), junk, { minKeys: 1, maxKeys: 3 }),
};

/** A value no schema of these types accepts (a string that is no number, so coercion cannot save it). */
function wrongValue(accepted: Set<JsonType>): fc.Arbitrary<unknown> | null {
  const wrong = jsonTypeNames.filter((type) => !accepted.has(type));
  if (wrong.length === 0) return null;
  return fc.oneof(...wrong.map((type) => valueOfType[type]));
}

/** A string the schema refuses (for query and path values, which arrive as text), or null. */
function invalidText(schema: JsonSchema): fc.Arbitrary<string> | null {
  const types = acceptedTypes(schema);
  const plain = schema.anyOf?.find((member) => member.type !== 'null') ?? schema;
  const letters = fc.string({ minLength: 1, maxLength: 20 }).map((text) => `x${text}`);
  if (types && !types.has('string')) {
    // A number or boolean sent as text: letters are neither.
    if (types.has('number')) {
      const outOfRange: fc.Arbitrary<string>[] = [];
      if (plain.maximum !== undefined) outOfRange.push(fc.constant(String(plain.maximum + 1)));
      if (plain.minimum !== undefined) outOfRange.push(fc.constant(String(plain.minimum - 1)));
      if (plain.type === 'integer') outOfRange.push(fc.constant('1.5'));
      return fc.oneof(letters, fc.constantFrom('NaN', 'Infinity', '1e999', '0x1g'), ...outOfRange);
    }
    return letters;
  }
  if (plain.enum) return letters.filter((text) => !plain.enum?.includes(text));
  if (plain.format === 'uuid') return fc.oneof(letters, fc.constantFrom('00000000-0000-0000-0000-00000000000g', "1' OR '1'='1", '../../etc/passwd'));
  if (plain.format) return letters.map((text) => `${text} \u0007`);
  if (plain.maxLength !== undefined) return fc.integer({ min: 1, max: 50 }).map((extra) => 'x'.repeat((plain.maxLength ?? 0) + extra));
  if (plain.pattern) {
    const pattern = new RegExp(plain.pattern, 'u');
    return letters.filter((text) => !pattern.test(text));
  }
  return null;
}

/** Hostile text for a free value: unicode, encodings, traversal, huge, control characters. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  fc.constantFrom(
    '../../../etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u202e\u0000\ud800',
    'ｆｕｌｌｗｉｄｔｈ',
    '🦄'.repeat(300),
    'a'.repeat(5000),
    '{"$ne":null}',
    '\r\nSet-Cookie: x=1',
  ),
);

/** A value with a NUL character that fits the string's length rules (PostgreSQL text cannot hold NUL). */
function nulText(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const text = 'a\u0000b';
  return text.length >= min ? text : text + 'c'.repeat(min - text.length);
}

/** Hostile text cut or padded to the string's length rules, without a NUL (that case is apart). */
function fitText(text: string, schema: JsonSchema): string {
  const clean = text.replaceAll('\u0000', '');
  const cut = [...clean].slice(0, schema.maxLength ?? 5000).join('');
  return cut.length >= (schema.minLength ?? 0) ? cut : cut + 'x'.repeat((schema.minLength ?? 0) - cut.length);
}

const isStringSchema = (schema: JsonSchema) => {
  const types = acceptedTypes(schema);
  return types !== null && types.has('string') && !schema.enum;
};

// ---- building requests ------------------------------------------------------------------------

interface Fixtures {
  companyKey: string;
  investorKey: string;
  jobId: string;
}

/** Real values for path parameters, so that the one hostile part is what a case varies. */
function goodParam(name: string, path: string, fixtures: Fixtures): string {
  if (name === 'key') return path.startsWith('/api/investors/') ? fixtures.investorKey : fixtures.companyKey;
  if (name === 'id' && path.startsWith('/api/jobs/')) return fixtures.jobId;
  if (name === 'type') return 'image';
  if (name === 'preset') return 'thumbnail';
  return '00000000-0000-4000-8000-000000000000';
}

function urlOf(route: RouteSpec, fixtures: Fixtures, paramValues: Record<string, string> = {}, query = ''): string {
  let url = route.path;
  for (const param of route.params) {
    const value = paramValues[param.name] ?? goodParam(param.name, route.path, fixtures);
    // `path` is the document's name for Fastify's wildcard (plugins/openapi.ts): it may hold slashes.
    const encoded = param.name === 'path' ? value.split('/').map(encode).join('/') : encode(value);
    url = url.replace(`{${param.name}}`, encoded);
  }
  return query ? `${url}?${query}` : url;
}

/** encodeURIComponent for any string: a lone surrogate goes as U+FFFD, as a browser sends it. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** Every family of hostile requests that applies to this route, each with its arbitrary. */
interface Family {
  name: string;
  cases: fc.Arbitrary<FuzzCase>;
  /** One run for a family of one case. */
  single: boolean;
  /**
   * Cases that fit the schema and may be taken (free text, extreme numbers): they must never be a
   * 5xx nor a 400 without a field, but may change rows, so they run after the checksum.
   */
  mayWrite: boolean;
}

function caseFamilies(route: RouteSpec, fixtures: Fixtures): Family[] {
  const families: Family[] = [];
  const unsafe = route.method !== 'GET';
  const base = urlOf(route, fixtures);
  const add = (name: string, cases: fc.Arbitrary<FuzzCase>) => families.push({ name, cases, single: false, mayWrite: false });
  const addOne = (name: string, fuzzCase: FuzzCase) => families.push({ name, cases: fc.constant(fuzzCase), single: true, mayWrite: false });
  const addMayWrite = (name: string, cases: fc.Arbitrary<FuzzCase>) => families.push({ name, cases, single: false, mayWrite: true });

  // Path parameters: what the schema refuses must be a 400 naming it; junk must never be a 5xx.
  for (const param of route.params) {
    const invalid = invalidText(param.schema);
    if (invalid) {
      // Past the router's 100-character limit a value never reaches the schema: a 404 or 414 then.
      add(
        `path ${param.name} invalid`,
        invalid.map((value) => ({ kind: 'invalid path value', target: param.name, validation: value.length <= 100, mayAnswer: false, url: urlOf(route, fixtures, { [param.name]: value }) })),
      );
    }
    add(
      `path ${param.name} junk`,
      hostileText.map((value) => ({ kind: 'junk path value', target: null, validation: false, mayAnswer: !unsafe, url: urlOf(route, fixtures, { [param.name]: `~${value}` }) })),
    );
  }

  // Query parameters: a refused value names the parameter; a repeated one too.
  const requiredQuery = route.query.filter((param) => param.required);
  const withRequired = (extra: string) =>
    [...requiredQuery.map((param) => `${encode(param.name)}=${param.name === 'cancel_url' ? '%2Fclient' : 'x'}`), extra].filter(Boolean).join('&');
  for (const param of route.query) {
    const others = (value: string) => withRequired(`${encode(param.name)}=${encode(value)}`).replace(new RegExp(`^${param.name}=[^&]*&`), '');
    const invalid = invalidText(param.schema);
    if (invalid) {
      add(`query ${param.name} invalid`, invalid.map((value) => ({ kind: 'invalid query value', target: param.name, validation: true, mayAnswer: false, url: `${base}?${others(value)}` })));
      const types = acceptedTypes(param.schema);
      if (types && !types.has('array')) {
        addOne(`query ${param.name} repeated`, { kind: 'repeated query value', target: param.name, validation: true, mayAnswer: false, url: `${base}?${withRequired(`${param.name}=1&${param.name}=2`)}` });
      }
    }
    add(`query ${param.name} junk`, hostileText.map((value) => ({ kind: 'junk query value', target: null, validation: false, mayAnswer: !unsafe, url: `${base}?${others(value)}` })));
    addOne(`query ${param.name} NUL`, { kind: 'NUL in query', target: param.name, validation: true, mayAnswer: false, url: `${base}?${others('a\u0000b')}` });
  }
  if (requiredQuery.length > 0) {
    addOne('query missing', { kind: 'missing query', target: requiredQuery[0]?.name ?? null, validation: true, mayAnswer: false, url: base });
  }

  if (!unsafe) return families;

  // Bodies: malformed JSON, wrong content types and an oversized body are refused on every route.
  add(
    'malformed JSON',
    fc.constantFrom('{', '{"a":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"__proto__":').map((payload) => ({
      kind: 'malformed JSON', target: 'body', validation: false, mayAnswer: false, url: base, payload, headers: { 'content-type': 'application/json' },
    })),
  );
  add(
    'wrong content type',
    fc.constantFrom('application/xml', 'text/csv', 'application/x-www-form-urlencoded', 'image/png').map((type) => ({
      kind: 'wrong content type', target: null, validation: false, mayAnswer: false, url: base, payload: '<a>1</a>', headers: { 'content-type': type },
    })),
  );
  addOne('oversized body', { kind: 'oversized body', target: null, validation: false, mayAnswer: false, url: base, ...json({ text: 'x'.repeat(6 * 1024 * 1024) }) });

  const body = route.body;
  if (!body) return families;
  add('body not an object', fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(junk)).map((value) => ({ kind: 'body not an object', target: 'body', validation: true, mayAnswer: false, url: base, ...json(value) })));
  const required = body.required ?? [];
  if (required.length > 0) {
    addOne('body missing fields', { kind: 'missing fields', target: required[0] ?? null, validation: true, mayAnswer: false, url: base, ...json({}) });
  }
  for (const [name, schema] of Object.entries(body.properties ?? {})) {
    const accepted = acceptedTypes(schema);
    const wrong = accepted ? wrongValue(accepted) : null;
    if (wrong) add(`body ${name} wrong type`, wrong.map((value) => ({ kind: 'wrong type', target: name, validation: true, mayAnswer: false, url: base, ...json({ [name]: value }) })));
    if (isStringSchema(schema)) {
      const plain = schema.anyOf?.find((member) => member.type === 'string') ?? schema;
      if (plain.maxLength !== undefined) {
        add(
          `body ${name} too long`,
          fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('x', 'ø', '🦄')).map(([extra, char]) => ({
            kind: 'too long', target: name, validation: true, mayAnswer: false, url: base, ...json({ [name]: char.repeat((plain.maxLength ?? 0) + extra) }),
          })),
        );
      }
      addOne(`body ${name} NUL`, { kind: 'NUL in text', target: name, validation: true, mayAnswer: false, url: base, ...json({ [name]: nulText(plain) }) });
      addMayWrite(
        `body ${name} free text`,
        hostileText.map((text) => ({ kind: 'free text', target: null, validation: false, mayAnswer: true, url: base, ...json({ [name]: fitText(text, plain) }) })),
      );
    }
    if (accepted?.has('number')) {
      addMayWrite(
        `body ${name} extreme number`,
        fc.constantFrom(1e300, -1e300, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 0.000001, -0).map((value) => ({
          kind: 'extreme number', target: null, validation: false, mayAnswer: true, url: base, ...json({ [name]: value }),
        })),
      );
    }
  }
  return families;
}

// ---- the database checksum ------------------------------------------------------------------

// Tables a refused request may touch: the session's sliding expiry, the scheduler's runs, rate
// counters, the local checkout's signing key (made on first use; it holds no user data), and the
// audit log, which records every refusal (a forged payment callback's 403 among them) on purpose.
const volatileTables = new Set(['sessions', 'scheduled_runs', 'rate_limit_hits', 'app_secrets', 'audit_log']);

/**
 * Row count and an order-free hash sum of every table's rows (each row's text hashed, so any
 * changed, added or removed row shows), in one query: cheap enough to take around every route.
 */
function checksumQuery(db: Db): () => Promise<Record<string, string>> {
  let sql: string | undefined;
  return async () => {
    if (!sql) {
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      sql = tables
        .filter((table) => !volatileTables.has(table.name))
        .map((table) => `SELECT '${table.name}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) AS sum FROM "${table.name}" t`)
        .join(' UNION ALL ');
    }
    const rows = await db.query<{ name: string; sum: string }>(sql);
    return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
  };
}

// ---- checking one answer ----------------------------------------------------------------------

function problemWith(fuzzCase: FuzzCase, status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400 && !fuzzCase.mayAnswer) return `accepted with ${status}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return `answered ${status} with a body that is not an API error: ${text.slice(0, 200)}`;
  const error = parsed.data;
  if (fuzzCase.validation && status !== 400) return `answered ${status} (${error.message}), not 400 naming ${fuzzCase.target}`;
  if (status !== 400) return null;
  const fields = error.fields ?? [];
  if (error.code === 'E_VALIDATION' && fuzzCase.kind !== 'malformed JSON' && fields.length === 0) return `a 400 naming no field: ${error.message}`;
  // A schema's refusal lists each field in the message too ("Invalid request: email: ...").
  if (fuzzCase.validation) for (const field of fields) if (!error.message.includes(field.path)) return `the message does not name ${field.path}: ${error.message}`;
  const target = fuzzCase.target;
  if (target === 'body' && fuzzCase.kind === 'malformed JSON') return /body|json/i.test(error.message) ? null : `the message does not name the body: ${error.message}`;
  if (fuzzCase.validation && target && !fields.some((field) => field.path === target || field.path.startsWith(`${target}.`))) {
    return `a 400 that does not name ${target}: ${error.message}`;
  }
  return null;
}

// ---- the suite --------------------------------------------------------------------------------

/** Stable per-family seed, so adding a route does not reshuffle the others' cases. */
function seedOf(text: string): number {
  let hash = baseSeed;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('hostile requests to every API route', () => {
  forEachDatabase(({ db }) => {
    let app: App;
    let admin: TestBrowser;
    let fixtures: Fixtures;
    beforeAll(async () => {
      app = await buildTestApp(db(), { ...accountsTestEnv }, undefined, undefined, { domainProbe: noDomainProofs });
      const adminId = await createAccount(db(), { email: 'fuzz-admin@example.com', isAdmin: true });
      const companyId = await createCompany(db(), { key: 'fuzz-startup', managerId: adminId });
      await createInvestor(db(), { key: 'fuzz-investor', managerId: adminId });
      fixtures = { companyKey: 'fuzz-startup', investorKey: 'fuzz-investor', jobId: await insertJob(db(), { companyId, title: 'Fuzz engineer' }) };
      admin = new TestBrowser(app);
      // Signed in as an admin who manages the startup and the investor, with the CSRF cookie and
      // header: requests get as far as the schema lets them.
      await admin.signIn('fuzz-admin@example.com', testPassword);
      // The startup's applicant board is made on its first look; made now, it is no change later.
      expect((await admin.get(`/api/companies/${fixtures.companyKey}/applicants`)).statusCode).toBe(200);
    });
    afterAll(() => app.close());

    it('refuses malformed bodies, queries and path values with a 4xx naming the field, and changes no row', async () => {
      const routes = routeSpecs(app);
      expect(routes.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const checksum = checksumQuery(db());
      let cases = 0;
      for (const route of routes) {
        const families = caseFamilies(route, fixtures);
        const before = await checksum();
        const ordered = [...families.filter((family) => !family.mayWrite), null, ...families.filter((family) => family.mayWrite)];
        for (const family of ordered) {
          if (family === null) {
            const after = await checksum();
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length > 0) failures.push(`${route.method} ${route.path}: hostile requests changed ${changed.join(', ')}`);
            continue;
          }
          const seed = seedOf(`${route.method} ${route.path} ${family.name}`);
          const details = await fc.check(
            fc.asyncProperty(family.cases, async (fuzzCase) => {
              cases += 1;
              const response = await admin.request(route.method, fuzzCase.url, {
                ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
                ...(fuzzCase.headers ? { headers: fuzzCase.headers } : {}),
              });
              const problem = problemWith(fuzzCase, response.statusCode, response.body);
              if (problem) throw new Error(problem);
            }),
            { seed, numRuns: family.single ? 1 : runs, endOnFailure: true },
          );
          if (details.failed) {
            const example = details.counterexample?.[0] as FuzzCase | undefined;
            failures.push(`${route.method} ${route.path} [${family.name}] seed ${seed}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)} — ${example?.url.slice(0, 200)} ${typeof example?.payload === 'string' ? example.payload.slice(0, 200) : ''}`);
          }
        }
      }
      // The figure the security report quotes.
      console.info(`request fuzzing: ${cases} cases on ${routes.length} routes`);
      expect(failures).toEqual([]);
    });
  });
});
