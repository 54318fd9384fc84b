import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { workspaceRoot } from './shared.cjs';

// What the tests of the federation's export-list shares (react-router-dom.shared.mjs,
// react-query.shared.mjs, zod.shared.mjs) read: the source files webpack bundles into the shell
// and the remotes.

// Every lib under libs/ (a new one is scanned without being listed here).
const libRoots = readdirSync(path.join(workspaceRoot, 'libs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join('libs', entry.name));

const sourceRoots = ['shell', 'mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel', ...libRoots].map((root) => path.join(workspaceRoot, root, 'src'));

// The server's first-paint renderer is built for Node.js without the federation (webpack-first-paint.cjs).
const serverOnly = path.join(workspaceRoot, 'shell', 'src', 'first-paint');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (file === serverOnly) return [];
    if (entry.isDirectory()) return filesUnder(file);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) ? [file] : [];
  });
}

/** Source files webpack may bundle in the browser: everything under src but unit tests (jest imports the packages themselves). */
export const federatedSourceFiles = (): string[] => sourceRoots.flatMap(filesUnder);

/** A file parsed with its path relative to the workspace, for the tests' messages. */
export function parseSource(file: string): { at: string; source: ts.SourceFile } {
  return { at: path.relative(workspaceRoot, file), source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true) };
}

/** The names an export-list share re-exports (`export { a, b } from '...'`). */
export function reExportedNames(shimFile: string): string[] {
  return parseSource(shimFile).source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

/** One import or re-export of a package in a file: the value names it takes, and why it cannot be checked by name. */
export type PackageImport = { file: string; from: string; names: string[]; problem?: string };

/**
 * Every import or re-export in one file whose specifier `isPackage` accepts, with the value names
 * it takes (type-only names cost nothing at run time). A default, namespace or dynamic import, or
 * `export *`, takes every export, so it is reported as a problem.
 */
export function packageImports(file: string, isPackage: (specifier: string) => boolean): PackageImport[] {
  const { at, source } = parseSource(file);
  const found: PackageImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && isPackage(specifier.text)) {
        found.push({ file: at, from: specifier.text, names: [], problem: 'a dynamic import takes every export' });
      }
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (isPackage(from)) {
        const typeOnly = ts.isImportDeclaration(node) ? Boolean(node.importClause?.isTypeOnly) : node.isTypeOnly;
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        const names: string[] = [];
        let problem: string | undefined;
        if (ts.isImportDeclaration(node) && node.importClause?.name) problem = 'a default import';
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const element of bindings.elements) {
            if (!typeOnly && !element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          }
        } else if (!typeOnly && (bindings || ts.isExportDeclaration(node))) {
          problem = 'a namespace import or `export *` takes every export';
        }
        found.push({ file: at, from, names, ...(problem ? { problem } : {}) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
