import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('the log file', () => {
  it('never shows a password, a token, an API key or the headers that carry them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-log-'));
    const log = createLogger({ dataDir, name: 'bridge', level: 'info', stdout: false });
    log.logger.info(
      {
        apiPassword: 'pw-top-secret',
        settings: { apiKey: 'key-top-secret', apiPassword: 'pw-top-secret', venue: 'cafe-1' },
        login: { token: 'token-top-secret', refreshToken: 'refresh-top-secret' },
        req: { headers: { authorization: 'Bearer token-top-secret', apikey: 'key-top-secret', host: 'till' } },
      },
      'settings read',
    );
    await log.close();
    const [file] = fs.readdirSync(path.join(dataDir, 'logs'));
    const text = fs.readFileSync(path.join(dataDir, 'logs', file!), 'utf8');
    expect(text).not.toMatch(/top-secret/);
    expect(JSON.parse(text)).toMatchObject({
      apiPassword: '[secret]',
      settings: { apiKey: '[secret]', venue: 'cafe-1' },
      req: { headers: { authorization: '[secret]', host: 'till' } },
    });
  });
});
