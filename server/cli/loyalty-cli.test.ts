import fs from 'node:fs';
import path from 'node:path';
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

  it('takes loyalty.config.json and the bootstrap file saved by Windows Notepad (byte-order mark, CRLF)', async () => {
    const dataDir = makeDataDir();
    const notepad = (text: string) => '\uFEFF' + text.replace(/\n/g, '\r\n');
    fs.writeFileSync(
      path.join(dataDir, 'boot.yaml'),
      notepad(
        'apiKeys:\n  - label: till\n    key: notepad-key-0123456789\n    venues: [cafe]\nvenues:\n  - posObjectId: cafe\n    name: Кафе\n',
      ),
    );
    const config = { bootstrap: path.join(dataDir, 'boot.yaml'), logLevel: 'warn' };
    fs.writeFileSync(path.join(dataDir, 'loyalty.config.json'), notepad(JSON.stringify(config, null, 2)));
    const service = await startHeadlessServer({
      script: cliScripts.loyalty,
      dataDir,
      readyLine: /^Loyalty service: (\S+)$/m,
    });
    try {
      const response = await fetch(`${service.url}/b2b/v1/loyalty/guests/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ApiKey: 'notepad-key-0123456789' },
        body: JSON.stringify({
          organization: { type: 'posObjectId', id: 'cafe' },
          guest: { type: 'phone', phone: '+79990001122' },
        }),
      });
      /** The key and the venue the bootstrap file declared are known: the guest is what is missing. */
      expect(await response.json()).toMatchObject({ error: { code: '3007' } });
      expect(service.output().stderr).toBe('');
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
