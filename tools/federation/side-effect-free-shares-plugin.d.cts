import type { Compiler } from 'webpack';

export declare class SideEffectFreeSharesPlugin {
  constructor(shareKeys: string[]);
  apply(compiler: Compiler): void;
}
