import type { Compiler } from 'webpack';

export declare class OneShareRuntimePlugin {
  apply(compiler: Compiler): void;
}
