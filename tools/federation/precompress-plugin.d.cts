import type { Compiler } from 'webpack';

export declare class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
export declare function precompress(content: Buffer): Promise<{ br?: Buffer; gz?: Buffer }>;
export declare const compressible: RegExp;
export declare const minBytes: number;
