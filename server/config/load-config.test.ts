import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../errors/startup-error.js';
import { bridgeConfigSchema, bridgeDefaults, loyaltyConfigSchema, loyaltyDefaults } from './config-schema.js';
import { loadConfig } from './load-config.js';
import { bridgeSettingSources, loyaltySettingSources } from './setting-sources.js';
import { editorVariants } from './test-support/editor-variants.js';

function configFile(content?: string | Buffer, name = 'bridge.config.json'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-config-'));
  const file = path.join(dir, name);
  if (content !== undefined) fs.writeFileSync(file, content);
  return file;
}

const load = (file: string, env: NodeJS.ProcessEnv = {}, flags: Record<string, string> = {}) =>
  loadConfig(bridgeConfigSchema, bridgeDefaults, bridgeSettingSources, { file, env, flags });

describe('loadConfig', () => {
  it('gives the defaults when there is no file, environment or flag', () => {
    expect(load(configFile())).toEqual({ host: '127.0.0.1', port: 1220, logLevel: 'info' });
  });

  it('layers file < environment < flags', () => {
    const file = configFile(JSON.stringify({ port: 3000, logLevel: 'debug', venue: 'file-venue' }));
    const config = load(file, { TILLBRIDGE_PORT: '4000', TILLBRIDGE_VENUE: 'env-venue' }, { port: '5000' });
    expect(config).toMatchObject({ port: 5000, logLevel: 'debug', venue: 'env-venue' });
  });

  it('names the key, its source and the allowed range for a bad port', () => {
    expect(() => load(configFile(), {}, { port: '99999' })).toThrowError(
      new StartupError(
        'Invalid setting port (from --port): must be a whole number from 0 to 65535 (0 picks a free port); got 99999.',
      ),
    );
    expect(() => load(configFile(), { TILLBRIDGE_PORT: 'abc' })).toThrow(
      /^Invalid setting port \(from environment variable TILLBRIDGE_PORT\): must be a whole number/,
    );
  });

  it('refuses an unknown key in the file and lists the allowed ones', () => {
    const file = configFile(JSON.stringify({ prot: 1220 }));
    expect(() => load(file)).toThrow(
      /Unknown setting "prot" in .*bridge\.config\.json; allowed settings are: host, port/,
    );
  });

  it('takes the language and the venue name from the environment and flags, naming a bad language', () => {
    const config = load(configFile(), { TILLBRIDGE_LANGUAGE: 'ru', TILLBRIDGE_VENUE_NAME: 'Кафе «Тиллбридж»' });
    expect(config).toMatchObject({ language: 'ru', venueName: 'Кафе «Тиллбридж»' });
    expect(load(configFile(), {}, { language: 'en', 'venue-name': 'Bar' })).toMatchObject({
      language: 'en',
      venueName: 'Bar',
    });
    expect(() => load(configFile(), {}, { language: 'fr' })).toThrowError(
      new StartupError('Invalid setting language (from --language): must be en (English) or ru (Russian); got "fr".'),
    );
    expect(() => load(configFile(JSON.stringify({ venueName: 'x'.repeat(65) })))).toThrow(
      /^Invalid setting venueName \(from bridge\.config\.json\): must be a text of 1 to 64 characters/,
    );
  });

  it('refuses a file that is not a JSON object', () => {
    expect(() => load(configFile('{ nope'))).toThrow(/is not valid JSON/);
    expect(() => load(configFile('[1]'))).toThrow(/must hold a JSON object/);
  });

  it('checks the host, the log level and the loyalty URL', () => {
    expect(() => load(configFile(), {}, { host: 'till.local' })).toThrow(
      /Invalid setting host .*must be an IP address/,
    );
    expect(() => load(configFile(), {}, { 'log-level': 'loud' })).toThrow(/logLevel .*must be one of fatal, error/);
    expect(() => load(configFile(), {}, { 'loyalty-url': 'ftp://x' })).toThrow(/loyaltyUrl .*http:\/\/ or https:\/\//);
  });

  it('takes allowedStations as a JSON array in the file or comma-separated, and refuses what is not a CIDR block', () => {
    expect(load(configFile(JSON.stringify({ allowedStations: ['192.168.1.0/24', 'fd00::/64'] })))).toMatchObject({
      allowedStations: ['192.168.1.0/24', 'fd00::/64'],
    });
    expect(load(configFile(), { TILLBRIDGE_ALLOWED_STATIONS: ' 10.0.0.7 , 127.0.0.0/8' })).toMatchObject({
      allowedStations: ['10.0.0.7', '127.0.0.0/8'],
    });
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'till.local/24', '10.0.0.0/8/1', '10.0.0.0/x'])
      expect(() => load(configFile(), {}, { 'allowed-stations': bad })).toThrowError(
        new StartupError(
          'Invalid setting allowedStations (from --allowed-stations): each must be an IP address or a CIDR block ' +
            `such as 192.168.1.0/24 or fd00::/64; got ${JSON.stringify(bad)}.`,
        ),
      );
    expect(() => load(configFile(JSON.stringify({ allowedStations: [] })))).toThrow(
      /^Invalid setting allowedStations \(from bridge\.config\.json\): must list at least one address block/,
    );
    expect(() => load(configFile(JSON.stringify({ allowedStations: 24 })))).toThrow(
      /allowedStations .*must be a list of CIDR blocks/,
    );
  });

  it("takes the loyalty service's publicUrl from the file, the environment or a flag, and refuses more than an origin", () => {
    const loadLoyalty = (file: string, env: NodeJS.ProcessEnv = {}, flags: Record<string, string> = {}) =>
      loadConfig(loyaltyConfigSchema, loyaltyDefaults, loyaltySettingSources, { file, env, flags });
    const file = configFile(JSON.stringify({ publicUrl: 'https://file.example.com' }), 'loyalty.config.json');
    expect(loadLoyalty(file).publicUrl).toBe('https://file.example.com');
    const env = { TILLBRIDGE_LOYALTY_PUBLIC_URL: 'http://127.0.0.1:1221/' };
    expect(loadLoyalty(file, env).publicUrl).toBe('http://127.0.0.1:1221/');
    expect(loadLoyalty(file, env, { 'public-url': 'https://flag.example.com' }).publicUrl).toBe(
      'https://flag.example.com',
    );
    for (const bad of [
      'loyalty.example.com',
      'https://x.example.com/guest/',
      'https://x.example.com#a',
      'https://u:p@x.example.com',
    ])
      expect(() => loadLoyalty(file, { TILLBRIDGE_LOYALTY_PUBLIC_URL: bad })).toThrow(
        /^Invalid setting publicUrl \(from environment variable TILLBRIDGE_LOYALTY_PUBLIC_URL\): must be an http:\/\/ or https:\/\/ address without a path/,
      );
  });

  describe('a file saved by another editor', () => {
    const bridgeText = '{\n  "port": 1300,\n  "venueName": "Кафе «Тиллбридж»",\n  "logLevel": "debug"\n}\n';
    const loyaltyText = '{\n  "port": 1301,\n  "bootstrap": "boot.yaml"\n}\n';
    const loadLoyalty = (file: string) =>
      loadConfig(loyaltyConfigSchema, loyaltyDefaults, loyaltySettingSources, { file, env: {}, flags: {} });

    it.each(editorVariants)('reads bridge.config.json and loyalty.config.json saved with %s', (_name, save) => {
      expect(load(configFile(save(bridgeText)))).toEqual(load(configFile(bridgeText)));
      expect(load(configFile(save(bridgeText)))).toMatchObject({ port: 1300, venueName: 'Кафе «Тиллбридж»' });
      const loyaltyFile = configFile(save(loyaltyText), 'loyalty.config.json');
      expect(loadLoyalty(loyaltyFile)).toEqual(loadLoyalty(configFile(loyaltyText, 'loyalty.config.json')));
      expect(loadLoyalty(loyaltyFile)).toMatchObject({ port: 1301, bootstrap: 'boot.yaml' });
    });

    it.each(editorVariants)('says where a mistake is, in one line, in a file saved with %s', (_name, save) => {
      const broken = '{\n  "port": 1300\n  "logLevel": "debug"\n}\n';
      expect(() => load(configFile(save(broken)))).toThrowError(
        /^\S+bridge\.config\.json is not valid JSON: Expected ',' or '}' after property value at line 3, column 3\.$/,
      );
    });

    it('refuses a file in a legacy code page in one line', () => {
      const cp1251 = Buffer.from([
        0x7b, 0x22, 0x76, 0x65, 0x6e, 0x75, 0x65, 0x4e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xca, 0x22, 0x7d,
      ]);
      expect(() => load(configFile(cp1251))).toThrowError(
        /^Cannot read \S+bridge\.config\.json: not UTF-8 text \(saved in another encoding\?\); save it as UTF-8\.$/,
      );
    });
  });
});
