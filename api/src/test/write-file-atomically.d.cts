/** Writes `file` through a file of this process's own and an atomic rename. */
export declare function writeFileAtomically(file: string, bytes: Buffer): void;
