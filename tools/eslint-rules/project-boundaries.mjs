// The house rules of docs/architecture.md as a lint rule: which project may import which, the
// libs' ranks, features that stay apart inside a remote, and API modules used only through their
// index.ts (docs/api.md). A project is found from a file's path; an import is resolved to a
// project by its package name (@nordhub/x) or, for relative paths, by where it points.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const logicLibs = new Set(['contracts', 'domain', 'i18n']);
const uiLibs = new Set(['design-system', 'api-client', 'session', 'form-widgets', 'remote-kit', 'ui-blocks']);

/** @returns {{ name: string, kind: 'shell'|'remote'|'logic-lib'|'ui-lib'|'api'|'e2e'|'tooling' } | null} */
export function projectOfPath(absolutePath) {
  const rel = path.relative(workspaceRoot, absolutePath).split(path.sep);
  if (rel[0] === '..' || rel.length === 0) return null;
  const [top, second] = rel;
  if (top === 'libs' && second) {
    if (logicLibs.has(second)) return { name: second, kind: 'logic-lib' };
    if (uiLibs.has(second)) return { name: second, kind: 'ui-lib' };
    return { name: second, kind: 'ui-lib' };
  }
  if (top === 'shell') return { name: 'shell', kind: 'shell' };
  if (top?.startsWith('mfe-')) return { name: top, kind: 'remote' };
  if (top === 'api') return { name: 'api', kind: 'api' };
  if (top === 'e2e') return { name: 'e2e', kind: 'e2e' };
  return { name: top ?? '', kind: 'tooling' };
}

export function projectOfImport(source, importerFile) {
  if (source.startsWith('@nordhub/')) {
    const name = source.slice('@nordhub/'.length).split('/')[0];
    const dir = logicLibs.has(name) || uiLibs.has(name) ? path.join('libs', name) : name;
    return projectOfPath(path.join(workspaceRoot, dir, 'x'));
  }
  if (source.startsWith('.')) return projectOfPath(path.resolve(path.dirname(importerFile), source));
  return null;
}

const allowed = {
  shell: ['logic-lib', 'ui-lib'],
  remote: ['logic-lib', 'ui-lib'],
  'ui-lib': ['logic-lib', 'ui-lib'],
  'logic-lib': ['logic-lib'],
  api: ['logic-lib'],
  e2e: ['logic-lib'],
};

const reasons = {
  remote: 'a remote never imports another remote or the shell; share code through libs/*',
  shell: 'the shell loads remotes at run time and shares code only through libs/*',
  'ui-lib': 'libs never import apps',
  'logic-lib': 'contracts, domain and i18n stay free of UI and apps',
  api: 'the API imports only contracts, domain and i18n, never UI code or apps',
  e2e: 'e2e tests drive the product through the browser and HTTP, not its source',
};

// Within the libs, a rank: each lib imports only those below it (docs/architecture.md).
const libMayImport = {
  domain: [],
  i18n: ['domain'],
  contracts: ['domain'],
  'design-system': ['domain', 'i18n'],
  'api-client': ['contracts', 'domain'],
  session: ['contracts', 'domain', 'i18n', 'design-system', 'api-client'],
};

/**
 * The API module holding a path, as `{ module: '<area>/<module>', rest }` for a path under
 * api/src/modules/<area>/<module>/ (rest: the segments below the module's folder), else null.
 */
export function apiModuleOfPath(absolutePath) {
  const rel = path.relative(workspaceRoot, absolutePath).split(path.sep);
  const [api, src, modules, area, module, ...rest] = rel;
  if (api !== 'api' || src !== 'src' || modules !== 'modules' || !area || !module) return null;
  return { module: `${area}/${module}`, rest };
}

const isTestFile = (absolutePath) => /\.test\.tsx?$/.test(absolutePath) || absolutePath.split(path.sep).includes('test');

/** True when an import of another module goes through its public face (the folder or its index). */
const isPublicFace = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.[cm]?[jt]s)?$/.test(rest[0])) || rest[0] === 'test';

/** `{ app, feature }` for a file under <app>/src/features/<feature>/, else null. */
export function featureOfPath(absolutePath) {
  const rel = path.relative(workspaceRoot, absolutePath).split(path.sep);
  const [app, src, features, feature] = rel;
  return src === 'src' && features === 'features' && feature && rel.length > 4 ? { app, feature } : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const projectBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce which workspace project may import which' },
    schema: [],
    messages: {
      forbidden: '{{from}} ({{fromKind}}) may not import {{to}} ({{toKind}}): {{reason}}.',
      libRank: 'libs/{{from}} may not import libs/{{to}}: {{from}} builds only on {{allowed}} (docs/architecture.md).',
      privateModule:
        "{{source}} reaches into the API module {{to}}: import it through its public face ('{{face}}', its index.ts); queries, routes and helpers stay private to their module.",
      crossFeature:
        'Feature {{from}} may not import feature {{to}}: features are composed in routes; move shared code to src/components.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = projectOfPath(file);
    if (!from || from.kind === 'tooling') return {};
    const fromFeature = featureOfPath(file);
    const fromModule = from.kind === 'api' && !isTestFile(file) ? apiModuleOfPath(file) : undefined;
    const checksApiModules = from.kind === 'api' && !isTestFile(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (checksApiModules && source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        const to = apiModuleOfPath(target);
        if (to && to.module !== fromModule?.module && !isPublicFace(to.rest)) {
          const face = path.relative(path.dirname(file), path.join(workspaceRoot, 'api', 'src', 'modules', ...to.module.split('/'))).split(path.sep).join('/');
          context.report({ node, messageId: 'privateModule', data: { source, to: to.module, face: face.startsWith('.') ? face : `./${face}` } });
          return;
        }
      }
      if (fromFeature && source.startsWith('.')) {
        const toFeature = featureOfPath(path.resolve(path.dirname(file), source));
        if (toFeature && toFeature.app === fromFeature.app && toFeature.feature !== fromFeature.feature) {
          context.report({ node, messageId: 'crossFeature', data: { from: fromFeature.feature, to: toFeature.feature } });
          return;
        }
      }
      const to = projectOfImport(source, file);
      if (!to || to.name === from.name || to.kind === 'tooling') return;
      if (allowed[from.kind].includes(to.kind)) {
        const ranks = (from.kind === 'ui-lib' || from.kind === 'logic-lib') && (to.kind === 'ui-lib' || to.kind === 'logic-lib') ? libMayImport[from.name] : undefined;
        if (ranks && to.name in libMayImport && !ranks.includes(to.name)) {
          context.report({ node, messageId: 'libRank', data: { from: from.name, to: to.name, allowed: ranks.length ? ranks.join(', ') : 'nothing of ours' } });
        }
        return;
      }
      context.report({
        node,
        messageId: 'forbidden',
        data: { from: from.name, fromKind: from.kind, to: to.name, toKind: to.kind, reason: reasons[from.kind] },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
