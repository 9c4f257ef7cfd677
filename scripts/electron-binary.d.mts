/** Types for electron-binary.mjs, so TypeScript tests and e2e specs can share its one way of finding Electron. */
export declare function electronBinary(): string | null;
export declare const electronInstallScript: string;
export declare const projectRoot: string;
