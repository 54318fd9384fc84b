export type SharedEntry = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  /** The module provided under the key (and every app's fallback) when it is not the package itself. */
  import?: string;
};

export declare function createShared(): Record<string, SharedEntry>;
export declare const statefulLibs: string[];
export declare const workspaceRoot: string;
