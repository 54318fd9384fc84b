export type SharedEntry = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
};

export declare function createShared(): Record<string, SharedEntry>;
export declare const statefulLibs: string[];
export declare const workspaceRoot: string;
