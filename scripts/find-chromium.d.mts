/** Types for find-chromium.mjs, the one way the tests and benchmarks find a Chromium to drive. */
export declare const chromiumArgs: readonly string[];
export declare function findChromium(): Promise<{ executablePath: string; source: string }>;
