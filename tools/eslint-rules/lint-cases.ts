// Lints real source text as files of each project with the workspace's own ESLint config, so a
// rule's tests prove that `npm test` (whose lint step uses the same config) fails on a violation.
// ESLint runs in a child process, outside jest's module system.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export type LintCase = { file: string; code: string };
export type LintOutcome = { file: string; messages: string[] };

/** The messages of one rule (e.g. 'nordhub/project-boundaries') for each case. */
export function lintCases(ruleId: string, cases: LintCase[]): LintOutcome[] {
  const script = `
    const { ESLint } = require('eslint');
    const [ruleId, cases] = [process.argv[1], JSON.parse(process.argv[2])];
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const c of cases) {
        const [result] = await eslint.lintText(c.code, { filePath: c.file });
        out.push({ file: c.file, messages: result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message) });
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const stdout = execFileSync(process.execPath, ['-e', script, ruleId, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout) as LintOutcome[];
}
