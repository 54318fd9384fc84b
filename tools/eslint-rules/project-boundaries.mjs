// The house rules of docs/architecture.md as a lint rule: which project may import which.
// A project is found from a file's path; an import is resolved to a project by its package
// name (@nordhub/x) or, for relative paths, by where it points.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const logicLibs = new Set(['contracts', 'domain']);
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
  'logic-lib': 'contracts and domain stay free of UI and apps',
  api: 'the API imports only contracts and domain, never UI code or apps',
  e2e: 'e2e tests drive the product through the browser and HTTP, not its source',
};

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
      crossFeature:
        'Feature {{from}} may not import feature {{to}}: features are composed in routes; move shared code to src/components.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = projectOfPath(file);
    if (!from || from.kind === 'tooling') return {};
    const fromFeature = featureOfPath(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (fromFeature && source.startsWith('.')) {
        const toFeature = featureOfPath(path.resolve(path.dirname(file), source));
        if (toFeature && toFeature.app === fromFeature.app && toFeature.feature !== fromFeature.feature) {
          context.report({ node, messageId: 'crossFeature', data: { from: fromFeature.feature, to: toFeature.feature } });
          return;
        }
      }
      const to = projectOfImport(source, file);
      if (!to || to.name === from.name || to.kind === 'tooling') return;
      if (allowed[from.kind].includes(to.kind)) return;
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
