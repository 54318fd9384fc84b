import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { apiErrorSchema, csrfHeaderName } from '@nordhub/contracts';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { appVersion } from '../version';
import { sessionCookieName } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a guest 403 E_NOT_SIGNED_IN (it calls a guard of security/guards.ts):
     * the OpenAPI document declares the session cookie on it; 'optional' where only some answers
     * need it (a public image or a private CV at one path). openapi.test.ts holds this to the
     * permission matrix.
     */
    signedIn?: true | 'optional';
  }
}

/** The names of the security schemes in `components.securitySchemes`. */
export const securitySchemeNames = { session: 'session', csrf: 'csrfToken' } as const;

const securitySchemes = {
  [securitySchemeNames.session]: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description: 'The httpOnly session cookie that signing in sets (POST /api/users/sign-in).',
  },
  [securitySchemeNames.csrf]: {
    type: 'apiKey',
    in: 'header',
    name: csrfHeaderName,
    description: 'Double-submit CSRF token: echo the XSRF-TOKEN cookie, which every response without it sets, on every write.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What an operation needs: the session where the route says `signedIn` (either way where it is
 * 'optional'), the CSRF header on every write (plugins/csrf.ts) except where the route is
 * `csrfExempt`. An empty list: public.
 */
export function operationSecurity(method: string, config: { signedIn?: true | 'optional'; csrfExempt?: boolean } | undefined): SecurityRequirement[] {
  const base: SecurityRequirement = {};
  if (!safeMethods.has(method.toUpperCase()) && config?.csrfExempt !== true) base[securitySchemeNames.csrf] = [];
  const signedIn = { ...base, [securitySchemeNames.session]: [] };
  if (config?.signedIn === 'optional') return [base, signedIn];
  if (config?.signedIn === true) return [signedIn];
  return Object.keys(base).length > 0 ? [base] : [];
}

// ---- operationId ------------------------------------------------------------------------------

/** A write's last static segment starting with one of these words names an action (POST /jobs/{id}/save -> saveJob). */
const actionVerbs = new Set([
  'accept', 'apply', 'cancel', 'claim', 'confirm', 'follow', 'forgot', 'log', 'move', 'pay', 'resend', 'reset', 'revoke', 'save',
  'sign', 'unfollow', 'unsave', 'unsubscribe', 'verify', 'view',
]);
/** Actions named by an adjective: the verb to say (POST /jobs/{id}/interested -> markJobInterested). */
const actionAliases: Record<string, string[]> = { interested: ['mark', 'Interested'], uninterested: ['unmark', 'Interested'] };
/** Words ending in s that are not plurals. */
const notPlural = new Set(['settings', 'status', 'news']);

const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);
const wordsOf = (segment: string) => segment.split(/[-_.]+/).filter(Boolean).map(capitalize);
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';
const isPlural = (word: string) => word.length > 2 && /s$/i.test(word) && !/ss$/i.test(word) && !notPlural.has(word.toLowerCase());

function singular(word: string): string {
  if (!isPlural(word)) return word;
  return /ies$/i.test(word) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** A static segment's words, its last word made singular when a parameter (one item of it) follows. */
function nounWords(segment: string, singularize: boolean): string[] {
  const words = wordsOf(segment);
  if (singularize && words.length > 0) words[words.length - 1] = singular(words[words.length - 1]!);
  return words;
}

/**
 * A readable, stable camelCase name for an operation, from its method and Fastify URL:
 * GET /api/companies/:key/jobs -> listCompanyJobs, GET /api/companies/:key -> getCompany,
 * POST /api/companies/:key/jobs -> createCompanyJob, POST /api/jobs/:id/save -> saveJob,
 * PUT -> update..., DELETE -> delete.... The /api prefix and version segments (v2) are left out;
 * a route that reads badly sets `schema.operationId` itself.
 */
export function deriveOperationId(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '' && !/^v\d+$/.test(segment));
  const upper = method.toUpperCase();
  // The action: a write's last static segment when it is a verb (it may precede the key it acts on).
  const actionIndex = upper === 'GET' ? -1 : segments.findLastIndex((segment) => !isParam(segment));
  const actionSegment = actionIndex >= 0 ? segments[actionIndex]! : '';
  const alias = actionAliases[actionSegment];
  const actionWords = alias ?? wordsOf(actionSegment);
  const action = actionIndex >= 0 && (alias !== undefined || actionVerbs.has(actionWords[0]?.toLowerCase() ?? ''));

  // The object: every other static segment, singular where a parameter follows (companies/:key -> Company).
  const objectSegments = action ? segments.filter((_segment, index) => index !== actionIndex) : segments;
  const object: string[] = [];
  objectSegments.forEach((segment, index) => {
    if (isParam(segment)) return;
    const next = objectSegments[index + 1];
    const itemFollows = next !== undefined && isParam(next);
    // An action acts on one item (POST /jobs/:id/save -> saveJob); a create makes one (POST /companies -> createCompany).
    const isLast = index === objectSegments.length - 1;
    object.push(...nounWords(segment, itemFollows || (isLast && (action || upper === 'POST'))));
  });

  let name: string;
  if (action) {
    const [verb, ...rest] = actionWords;
    // A phrase on the collection itself says it all (POST /users/sign-in -> signIn); on an item the
    // item goes between (POST /jobs/:id/resend-applicants -> resendJobApplicants).
    const onItem = objectSegments.some(isParam);
    name = rest.length > 0 && !onItem ? [verb!.toLowerCase(), ...rest].join('') : [verb!.toLowerCase(), ...object, ...rest].join('');
  } else {
    const last = segments[segments.length - 1];
    const lastWords = last !== undefined && !isParam(last) ? wordsOf(last) : [];
    const verb =
      upper === 'GET'
        ? isPlural(lastWords[lastWords.length - 1] ?? '')
          ? 'list'
          : 'get'
        : upper === 'POST'
          ? 'create'
          : upper === 'PUT' || upper === 'PATCH'
            ? 'update'
            : upper.toLowerCase();
    name = [verb, ...object].join('');
  }
  return name.replace(/[^A-Za-z0-9]/g, '');
}

// ---- the document -----------------------------------------------------------------------------

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & {
  parameters?: { in: string; name: string }[];
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
  /** Set by transformRoute for completeDocument (which removes it): the route is rate limited. */
  'x-rate-limited'?: boolean;
};

/** The shared error responses (each `#/components/responses/<name>`), by status. */
const errorResponses: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'Invalid input: code E_VALIDATION, and `fields` names each invalid field' },
  '403': { name: 'Forbidden', description: 'Refused: E_NOT_SIGNED_IN (no session), E_FORBIDDEN (not allowed) or E_CSRF (missing or wrong CSRF header)' },
  '404': { name: 'NotFound', description: 'No such resource: E_NOT_FOUND' },
  '429': { name: 'TooManyRequests', description: 'Too many attempts: E_RATE_LIMITED; Retry-After says when to try again' },
  '500': { name: 'InternalError', description: 'A server fault: E_INTERNAL, without details' },
  '503': { name: 'Unavailable', description: 'The database cannot be reached for a moment: E_UNAVAILABLE; Retry-After says when to try again' },
};

/** The error body of every non-2xx answer (contracts' apiErrorSchema, as plugins/error-handler.ts sends it). */
function errorSchema(): JsonObject {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(apiErrorSchema) as JsonObject;
  return { ...schema, description: 'Every error answer of the API: `code` is one of errorCodes (libs/contracts); `fields` lists invalid fields on a 400.' };
}

/**
 * The error statuses an operation may answer besides those it declares: 400 always (plugins/
 * text-input.ts refuses a NUL character in any value), 403 where it needs a session or the CSRF
 * header, 404 with path parameters, 429 when rate limited, 500 and 503 anywhere.
 */
function defaultErrorStatuses(path: string, operation: Operation): string[] {
  const statuses = ['400'];
  if ((operation.security ?? []).length > 0) statuses.push('403');
  if (path.includes('{')) statuses.push('404');
  if (operation['x-rate-limited']) statuses.push('429');
  statuses.push('500', '503');
  return statuses;
}

/** Renames Fastify's wildcard parameter `*` to `path` (its path says `{path}`). */
function renameWildcard(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
}

/**
 * The whole document once every route is in: paths sorted, wildcard parameters named, the shared
 * error responses in components, and each operation's missing error answers added.
 */
export function completeDocument({ openapiObject }: { openapiObject: Partial<JsonObject> }): JsonObject {
  const document = openapiObject as JsonObject & { paths?: Record<string, Record<string, Operation>>; components?: JsonObject };
  const paths: Record<string, Record<string, Operation>> = {};
  const used = new Set<string>();
  // In path order, not registration order: readers find a path, and the document does not
  // change when modules are registered in another order.
  const sorted = Object.entries(document.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, operations] of sorted) {
    const renamed = path.replace('{*}', '{path}');
    for (const [method, operation] of Object.entries(operations)) {
      if (renamed !== path) renameWildcard(operation);
      const responses = { ...(operation.responses ?? {}) };
      for (const status of defaultErrorStatuses(renamed, operation)) {
        const shared = errorResponses[status];
        if (responses[status] || !shared) continue;
        responses[status] = { $ref: `#/components/responses/${shared.name}` };
        used.add(status);
      }
      delete operation['x-rate-limited'];
      operation.responses = responses;
      paths[renamed] = { ...paths[renamed], [method]: operation };
    }
  }
  const components = (document.components ?? {}) as JsonObject & { schemas?: JsonObject; responses?: JsonObject };
  const sharedResponses: JsonObject = { ...components.responses };
  for (const status of used) {
    const shared = errorResponses[status]!;
    sharedResponses[shared.name] = { description: shared.description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return {
    ...document,
    paths,
    components: { ...components, responses: sharedResponses },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * Each route's part: the zod schemas as JSON schema (fastify-type-provider-zod), then an
 * operationId (the route's own `schema.operationId`, else derived), and the security it needs.
 */
export function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const { route } = input;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const schema = (result.schema ?? {}) as JsonObject & { operationId?: string };
  return {
    ...result,
    schema: {
      ...schema,
      operationId: schema.operationId ?? deriveOperationId(method, input.url),
      security: operationSecurity(method, route.config),
      ...(route.config && 'rateLimit' in route.config ? { 'x-rate-limited': true } : {}),
    },
  };
}

/** @fastify/swagger's options: the document's head, the route transform and the completion above. */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nordhub API',
        description: 'The HTTP API of Nordhub, the job marketplace for Nordic startups.',
        version: appVersion,
        // The project is private (package.json has no licence): all rights reserved.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Nordhub-Proprietary' },
      },
      // Relative: the document describes whichever origin serves it.
      servers: [{ url: '/' }],
      // Here, not in completeDocument: @fastify/swagger reads the schemes while adding each route.
      components: { schemas: { Error: errorSchema() }, securitySchemes },
      tags: [
        { name: 'health', description: 'Service status' },
        { name: 'site', description: 'Site-wide configuration' },
        { name: 'files', description: 'Stored images and documents' },
        { name: 'users', description: 'Accounts, sessions and the sign-up robot check' },
        { name: 'applicant', description: 'Job seeker profiles' },
        { name: 'contact', description: 'The public contact form' },
        { name: 'companies', description: 'Startups' },
        { name: 'applicants', description: "A startup's applicant kanban, and applying to jobs" },
        { name: 'jobs', description: 'Job search, job pages, the seeker flags and a startup’s jobs' },
        { name: 'engagement', description: 'Profile views and other engagement counters' },
        { name: 'investors', description: 'Investors' },
        { name: 'job-search', description: 'Saved (pinned) job searches and their new-job counts' },
        { name: 'digest', description: 'Job digest e-mails: subscribe, settings, unsubscribe' },
        { name: 'content', description: 'Public editorial content: blog, tools, partners, deals, content pages' },
        { name: 'payments', description: 'Checkout for posting and boosting jobs: local checkout page and Stripe webhook' },
        { name: 'dev', description: 'Development helpers (never in production)' },
      ],
    },
    transform: transformRoute as SwaggerTransform,
    transformObject: completeDocument as SwaggerTransformObject,
  };
}
