import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../../e2e/headless-server.js';
import type { FaultPoint } from '../fault-hook.js';

/** The compiled fault injector the bridge's process preloads (`npm run build` writes it). */
const injector = pathToFileURL(path.join(projectRoot, 'out/server/payments/test-support/fault-injection.js')).href;

/** The environment of a bridge that kills itself at `point`: the fault injector preloaded, and the point it waits for. */
export function faultEnv(point: FaultPoint): NodeJS.ProcessEnv {
  const preload = `--import=${injector}`;
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '), TILLBRIDGE_FAULT: point };
}
