import { describe, expect, it } from 'vitest';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';

describe('npm run loyalty', () => {
  it('starts the hosted loyalty service with its own database and a health endpoint, and stops on SIGTERM', async () => {
    const service = await startHeadlessServer({ script: cliScripts.loyalty, readyLine: /^Loyalty service: (\S+)$/m });
    try {
      const health = (await (await fetch(`${service.url}/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: 'ok', service: 'loyalty' });
      expect(typeof health.schemaVersion).toBe('number');
    } finally {
      expect(await service.stop()).toBe(0);
    }
  });

  it('refuses a bad port in one line', () => {
    const result = runCliOnce(cliScripts.loyalty, ['--port', '70000', '--data-dir', makeDataDir()]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^tillbridge loyalty: Invalid setting port \(from --port\)/);
  });
});
