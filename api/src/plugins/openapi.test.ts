import { errorCodes } from '@nordhub/contracts';
import type { RouteOptions } from 'fastify';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { App } from '../app';
import { permissionMatrix } from '../security/permission-matrix.cases';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { deriveOperationId, securitySchemeNames } from './openapi';

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { $ref?: string }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { in: string; name: string }> } };

const root = path.resolve(__dirname, '../../..');
// In reports/ (ignored by git), for a reader who wants to look at what was linted.
const documentFile = path.join(root, 'api/reports/openapi.json');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

/** The Fastify route key of the permission matrix ("GET /api/files/*") for a document path. */
const routeKey = (method: string, documentPath: string) =>
  `${method.toUpperCase()} ${documentPath.replace(/\{path\}$/, '*').replace(/\{([^}]+)\}/g, ':$1')}`;

let database: TestDatabase | undefined;
let app: App | undefined;
const routes = new Map<string, RouteOptions>();
let document: Document;

beforeAll(async () => {
  database = await openTestDatabase('pglite', { migrate: false });
  app = await buildTestApp(database.db, {}, undefined, undefined, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
    },
  });
  await app.ready();
  document = (await app.inject({ url: '/api/docs/json' })).json() as Document;
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([documentPath, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ key: routeKey(method, documentPath), documentPath, method, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    mkdirSync(path.dirname(documentFile), { recursive: true });
    writeFileSync(documentFile, JSON.stringify(document, null, 2));
    const run = await promisify(execFile)(process.execPath, [redocly, 'lint', path.relative(root, documentFile), '--format=json'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(problems).toEqual([]);
    // Nothing excused either: no ignore file hides a finding.
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0, ignored: 0 });
  }, 60_000);

  it('names every operation with a unique operationId, and gives it a tag and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    const seen = new Map<string, string[]>();
    for (const { key, operation } of operations()) seen.set(operation.operationId ?? '', [...(seen.get(operation.operationId ?? '') ?? []), key]);
    expect([...seen].filter(([, keys]) => keys.length > 1)).toEqual([]);
    expect(operations().filter(({ operation }) => !operation.tags?.length || !operation.summary).map(({ key }) => key)).toEqual([]);
  });

  it('derives readable operationIds from the method and the path', () => {
    expect(deriveOperationId('GET', '/api/companies/:key/jobs')).toBe('listCompanyJobs');
    expect(deriveOperationId('GET', '/api/companies/:key')).toBe('getCompany');
    expect(deriveOperationId('POST', '/api/companies/:key/jobs')).toBe('createCompanyJob');
    expect(deriveOperationId('POST', '/api/jobs/:id/save')).toBe('saveJob');
    expect(deriveOperationId('PUT', '/api/jobs/:id')).toBe('updateJob');
    expect(deriveOperationId('DELETE', '/api/companies/:key/blog-posts/:id')).toBe('deleteCompanyBlogPost');
    expect(deriveOperationId('GET', '/api/v2/jobs')).toBe('listJobs');
    expect(deriveOperationId('POST', '/api/users/sign-in')).toBe('signIn');
    expect(deriveOperationId('POST', '/api/jobs/:id/resend-applicants')).toBe('resendJobApplicants');
    expect(deriveOperationId('POST', '/api/jobs/:id/interested')).toBe('markJobInterested');
    expect(deriveOperationId('POST', '/api/digest/unsubscribe/:settingsKey')).toBe('unsubscribeDigest');
    expect(deriveOperationId('GET', '/api/files/*')).toBe('getFile');
  });

  it('declares the session exactly where the permission matrix refuses a guest as not signed in', () => {
    const mismatches: string[] = [];
    for (const { key, operation } of operations()) {
      const entry = permissionMatrix[key];
      if (!entry) {
        mismatches.push(`${key}: not in the permission matrix`);
        continue;
      }
      const guest = entry.expect.guest;
      const security = operation.security ?? [];
      const named = security.some((requirement) => securitySchemeNames.session in requirement);
      const required = security.length > 0 && security.every((requirement) => securitySchemeNames.session in requirement);
      if (guest.code === errorCodes.E_NOT_SIGNED_IN && !named) mismatches.push(`${key}: a guest is refused, but the document does not ask for the session (config.signedIn)`);
      if (guest.status < 400 && required) mismatches.push(`${key}: a guest is answered ${guest.status}, but the document requires the session`);
    }
    expect(mismatches).toEqual([]);
  });

  it('asks for the CSRF header on every write but the csrfExempt ones, and declares public reads open', () => {
    const wrong: string[] = [];
    for (const { key, method, operation } of operations()) {
      const route = routes.get(key);
      const write = !['get', 'head', 'options'].includes(method);
      const wantsCsrf = write && route?.config?.csrfExempt !== true;
      const security = operation.security;
      if (!security) {
        wrong.push(`${key}: no security declared`);
        continue;
      }
      const declared = security.some((requirement) => securitySchemeNames.csrf in requirement);
      if (declared !== wantsCsrf) wrong.push(`${key}: CSRF header ${wantsCsrf ? 'missing' : 'declared but not checked'}`);
    }
    expect(wrong).toEqual([]);
    const schemes = document.components.securitySchemes;
    expect(schemes[securitySchemeNames.session]).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'nordhub.sid' });
    expect(schemes[securitySchemeNames.csrf]).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-xsrf-token' });
  });

  it('describes the error answers with the one Error schema, and names the wildcard path parameters', () => {
    const files = document.paths['/api/files/{path}']?.get;
    expect(files?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'path' })]));
    // Public images and private documents share the path: the session is optional.
    expect(files?.security).toEqual([{}, { [securitySchemeNames.session]: [] }]);
    expect(files?.responses).toMatchObject({ '400': { $ref: '#/components/responses/BadRequest' }, '403': { $ref: '#/components/responses/Forbidden' }, '500': { $ref: '#/components/responses/InternalError' } });
    const imageParameters = document.paths['/api/images/{preset}/{path}']?.get?.parameters ?? [];
    expect(imageParameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name).sort()).toEqual(['path', 'preset']);
    for (const { key, operation } of operations()) expect([key, Object.keys(operation.responses ?? {}).some((status) => /^4\d\d$/.test(status))]).toEqual([key, true]);
  });
});
