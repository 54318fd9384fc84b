import type { Compiler } from 'webpack';

export declare class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
/** The magic comment every production script starts with. */
export declare const compileHint: string;
