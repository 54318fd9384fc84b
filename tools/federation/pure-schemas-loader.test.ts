import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { workspaceRoot } from './shared.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { markSchemaCallsPure } = require('./pure-schemas-loader.cjs') as { markSchemaCallsPure: (source: string, fileName?: string) => string };

describe('the contracts’ module-level calls marked pure for the bundler', () => {
  it('marks every call a module-level const builds, chains and helpers too, and leaves types, comments and strings alone', () => {
    const source = [
      '/** Built like z.string() (a comment). */',
      "export const nameSchema = z.optional(z.string().check(z.maxLength(20, 'z.max( in a string')));",
      'export type Name = z.infer<typeof nameSchema>;',
      '// z.object() in a line comment',
      "const title = requiredText(100, 'Title').check(z.iso.datetime());",
    ].join('\n');
    expect(markSchemaCallsPure(source)).toBe(
      [
        '/** Built like z.string() (a comment). */',
        "export const nameSchema = /*#__PURE__*/ z.optional(/*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(20, 'z.max( in a string')));",
        'export type Name = z.infer<typeof nameSchema>;',
        '// z.object() in a line comment',
        "const title = /*#__PURE__*/ requiredText(100, 'Title').check(/*#__PURE__*/ z.iso.datetime());",
      ].join('\n'),
    );
  });

  it('leaves calls that run later (inside a function) and statements that are not a const alone', () => {
    const source = ['const later = z.lazy(() => build(z.string()));', 'register(later);', 'function build(inner) { return z.array(inner); }'].join('\n');
    expect(markSchemaCallsPure(source)).toBe(
      ['const later = /*#__PURE__*/ z.lazy(() => build(z.string()));', 'register(later);', 'function build(inner) { return z.array(inner); }'].join('\n'),
    );
  });

  it('keeps every contract module valid TypeScript, with its module-level calls marked', () => {
    const dir = path.join(workspaceRoot, 'libs', 'contracts', 'src');
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    let marked = 0;
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      // Dropping an unread schema is safe only while building one changes nothing else.
      expect({ file, registers: /\.register\(|z\.config\(|globalRegistry/.test(source) }).toEqual({ file, registers: false });
      const output = markSchemaCallsPure(source, file);
      marked += output.split('/*#__PURE__*/').length - 1;
      const { diagnostics } = ts.transpileModule(output, { reportDiagnostics: true, fileName: file });
      expect({ file, errors: (diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) }).toEqual({ file, errors: [] });
    }
    expect(marked).toBeGreaterThan(500);
  });
});
