// `npm run i18n`: compiles every catalog's `<locale>.json` into `messages/compiled/` and reports
// the missing translations and wrong messages of every language (docs/i18n.md). `--check` only
// reports, and exits 1 on a gap, a wrong message or a compiled file its sources no longer make.
import { checkCatalogDir, findCatalogs, mainSiteLocalesFile, staleCompiledFiles, staleMainSiteLocalesFile, writeCompiledFiles, writeMainSiteLocalesFile } from './catalog-files';
import { reportLines } from './check';

const checkOnly = process.argv.includes('--check');
let failed = false;
for (const dir of findCatalogs()) {
  if (!checkOnly) writeCompiledFiles(dir);
  const lines = [...reportLines(checkCatalogDir(dir)), ...staleCompiledFiles(dir).map((file) => `${file} is stale: run npm run i18n`)];
  if (lines.length > 0) failed = true;
  console.log(lines.length > 0 ? lines.join('\n') : `${dir}: complete in every language`);
}
if (!checkOnly) writeMainSiteLocalesFile();
if (staleMainSiteLocalesFile()) {
  failed = true;
  console.log(`${mainSiteLocalesFile} is stale: run npm run i18n`);
}
process.exitCode = failed ? 1 : 0;
