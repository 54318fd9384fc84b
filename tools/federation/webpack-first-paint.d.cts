import type { Configuration } from 'webpack';

export declare function createFirstPaintConfig(
  shellConfig: (env: unknown, argv?: { mode?: string }) => Configuration,
): (env: unknown, argv?: { mode?: string }) => Configuration;
export declare function serverShareList(): { shareKey: string; request: string; version: string; requiredVersion: string | false }[];
export declare const outputDir: string;
