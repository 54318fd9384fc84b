import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { workspaceRoot } from './shared.cjs';

// What the tests of the federation's export-list shares (react-router-dom.shared.mjs,
// zod.shared.mjs) read: the source files webpack bundles into the shell and the remotes.

const sourceRoots = [
  'shell',
  'mfe-public',
  'mfe-client-portal',
  'mfe-careers',
  'mfe-whitelabel',
  'libs/api-client',
  'libs/contracts',
  'libs/design-system',
  'libs/domain',
  'libs/session',
].map((root) => path.join(workspaceRoot, root, 'src'));

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
