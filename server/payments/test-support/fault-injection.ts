import { installFaultInjector } from '../fault-hook.js';

/**
 * Preloaded into a bridge by the crash tests (`faultEnv` in fault-env.ts): the bridge kills itself with SIGKILL when
 * it reaches the fault point named by TILLBRIDGE_FAULT. Test support, so never packaged; a packaged app also ignores
 * NODE_OPTIONS (its Electron fuse is off), so no environment variable can kill it.
 */
const fault = process.env.TILLBRIDGE_FAULT;
if (fault) installFaultInjector((point) => point === fault && process.kill(process.pid, 'SIGKILL'));
