// "No remote styles a primitive on its own" (docs/design-system.md, "No restyled primitives"): the
// shell and the remotes compose the design system's components but never restyle them, or a button
// or a card starts to look different from one remote to the next. A look a page needs becomes a
// variant or a prop of the primitive in libs/design-system. The router's Link and NavLink count as
// primitives too: their looks come from TextLink (@nordhub/design-system) through NavTextLink
// (@nordhub/session).
import { projectOfPath } from './project-boundaries.mjs';

const designSystem = /^@nordhub\/design-system(\/|$)/;
const router = /^react-router(-dom)?$/;
const routerPrimitives = new Set(['Link', 'NavLink']);

/** The identifier a `styled(...)` argument restyles: `X` in `styled(X)` and `styled(X.withComponent('a'))`. */
function restyledIdentifier(node) {
  if (node?.type === 'Identifier') return node;
  if (node?.type === 'MemberExpression') return restyledIdentifier(node.object);
  if (node?.type === 'CallExpression') return restyledIdentifier(node.callee);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRestyledPrimitives = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid the shell and remotes restyling design-system primitives or router links' },
    schema: [],
    messages: {
      styled:
        '{{name}} from {{source}} may not be restyled with styled(): add the look as a variant or prop of the primitive in libs/design-system{{hint}}.',
      styleProp:
        '{{name}} from {{source}} may not take a {{prop}} prop: add the look as a variant or prop of the primitive in libs/design-system.',
    },
  },
  create(context) {
    const project = projectOfPath(context.filename);
    if (!project || (project.kind !== 'shell' && project.kind !== 'remote')) return {};
    /** local name → import source, for every primitive imported into this file */
    const primitives = new Map();
    const styledNames = new Set();
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string') return;
        for (const specifier of node.specifiers) {
          if (source === '@emotion/styled' && specifier.type === 'ImportDefaultSpecifier') styledNames.add(specifier.local.name);
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported.name ?? specifier.imported.value;
          if (designSystem.test(source) || (router.test(source) && routerPrimitives.has(imported))) {
            primitives.set(specifier.local.name, source);
          }
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !styledNames.has(node.callee.name)) return;
        const target = restyledIdentifier(node.arguments[0]);
        if (!target || !primitives.has(target.name)) return;
        const source = primitives.get(target.name);
        const hint = router.test(source) ? ' (TextLink, NavTextLink from @nordhub/session)' : '';
        context.report({ node, messageId: 'styled', data: { name: target.name, source, hint } });
      },
      JSXAttribute(node) {
        const prop = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (prop !== 'css' && prop !== 'style' && prop !== 'className') return;
        const element = node.parent.name;
        let root = element;
        while (root.type === 'JSXMemberExpression') root = root.object;
        const name = root.type === 'JSXIdentifier' ? root.name : null;
        if (!name || !primitives.has(name)) return;
        context.report({ node, messageId: 'styleProp', data: { name, source: primitives.get(name), prop } });
      },
    };
  },
};
