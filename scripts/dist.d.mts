/** Types for dist.mjs (`npm run dist`), for its test. */
export declare const nodeAddon: string;
export declare function runKeepingNodeAddon(builder: string, args: readonly string[], addon?: string): number;
