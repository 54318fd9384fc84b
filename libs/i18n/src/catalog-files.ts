import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { siteLocales, type SiteLocale } from '@nordhub/domain';
import { checkCatalog, type CatalogReport } from './check';
import { catalogModule, compiledMessagesModule, type MessageSources } from './compile';

/** The repository's root (this file is libs/i18n/src/catalog-files.ts). */
export const repositoryRoot = path.resolve(__dirname, '..', '..', '..');

const skipped = new Set(['node_modules', 'dist', 'dist-monolithic', 'dist-first-paint', 'reports', 'test-results', '.nx', '.git', 'data']);

/**
 * Every catalog of the repository: each folder named `messages` that holds an `en.json`
 * (docs/i18n.md, "Where messages live"), as paths from the root, in a stable order.
 */
export function findCatalogs(root = repositoryRoot): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || skipped.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'messages' && existsSync(path.join(full, 'en.json'))) found.push(path.relative(root, full).split(path.sep).join('/'));
      else visit(full);
    }
  };
  visit(root);
  return found.sort();
}

/** A catalog's name: the folder that holds its `messages/`. */
export const catalogName = (messagesDir: string) => path.posix.dirname(messagesDir);

/** The sources of a catalog by language (a language without its file is absent). */
export function readSources(messagesDir: string, root = repositoryRoot): Partial<Record<SiteLocale, MessageSources>> {
  const sources: Partial<Record<SiteLocale, MessageSources>> = {};
  for (const locale of siteLocales) {
    const file = path.join(root, messagesDir, `${locale}.json`);
    if (existsSync(file)) sources[locale] = JSON.parse(readFileSync(file, 'utf8')) as MessageSources;
  }
  return sources;
}

/** The compiled files a catalog's sources make: path from the root → content. */
export function compiledFiles(messagesDir: string, root = repositoryRoot): Map<string, string> {
  const sources = readSources(messagesDir, root);
  const files = new Map<string, string>();
  const dir = `${messagesDir}/compiled`;
  for (const locale of siteLocales) files.set(`${dir}/${locale}.ts`, compiledMessagesModule(locale, sources[locale] ?? {}));
  files.set(`${dir}/catalog.ts`, catalogModule(catalogName(messagesDir), siteLocales));
  return files;
}

/** Compiled files that differ from what their sources make now (a source edited without `npm run i18n`). */
export function staleCompiledFiles(messagesDir: string, root = repositoryRoot): string[] {
  return [...compiledFiles(messagesDir, root)]
    .filter(([file, content]) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), 'utf8') !== content)
    .map(([file]) => file);
}

export function writeCompiledFiles(messagesDir: string, root = repositoryRoot): void {
  mkdirSync(path.join(root, messagesDir, 'compiled'), { recursive: true });
  for (const [file, content] of compiledFiles(messagesDir, root)) writeFileSync(path.join(root, file), content);
}

export function checkCatalogDir(messagesDir: string, root = repositoryRoot): CatalogReport {
  return checkCatalog(catalogName(messagesDir), readSources(messagesDir, root));
}
