import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBridgeSettings } from './bridge-settings.js';
import { bridgeConfigSchema, bridgeDefaults } from './config-schema.js';
import { loadConfig } from './load-config.js';
import { parseFlags, serviceFlagSpecs } from './parse-flags.js';
import { bridgeSettingSources } from './setting-sources.js';

function load(file: object, env: NodeJS.ProcessEnv = {}, flags: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-farcards-config-'));
  const name = path.join(dir, 'bridge.config.json');
  fs.writeFileSync(name, JSON.stringify(file));
  return loadConfig(bridgeConfigSchema, bridgeDefaults, bridgeSettingSources, { file: name, env, flags });
}

describe('the farcards settings', () => {
  it('are off, in kopecks, with the OutBuf element and the documented paths by default', () => {
    expect(resolveBridgeSettings(load({})).farcards).toEqual({
      enabled: false,
      money: 'kopecks',
      outBuf: 'element',
      unitNo: 'fullcode',
      discountCode: 0,
      bonusCode: 0,
      paths: {
        getCardInfoEx: '/farcards/getcardinfoex',
        transactionsEx: '/farcards/transactionsex',
        findEmail: '/farcards/findemail',
        getCardImageEx: '/farcards/getcardimageex',
      },
    });
  });

  it('layer file < environment < flags inside the object, keeping the rest of the file', () => {
    const settings = load(
      { farcards: { enabled: false, money: 'units', paths: { findEmail: '/rk/findemail.php' } } },
      { TILLBRIDGE_FARCARDS_ENABLED: 'on', TILLBRIDGE_FARCARDS_PATHS_GET_CARD_INFO_EX: '/rk/getcardinfoex.php' },
      { 'farcards-money': 'kopecks' },
    );
    expect(settings.farcards).toEqual({
      enabled: true,
      money: 'kopecks',
      paths: { findEmail: '/rk/findemail.php', getCardInfoEx: '/rk/getcardinfoex.php' },
    });
    expect(resolveBridgeSettings(settings).farcards.paths.transactionsEx).toBe('/farcards/transactionsex');
  });

  it('are command-line flags of npm run serve', () => {
    const specs = serviceFlagSpecs(bridgeSettingSources, { name: 'data-dir', help: 'the data folder' });
    const flags = parseFlags(
      [
        '--farcards-enabled',
        'on',
        '--farcards-out-buf',
        'none',
        '--farcards-unit-no',
        'fullcodeTail',
        '--farcards-paths-find-email',
        '/rk/findemail',
      ],
      specs,
    );
    expect(load({}, {}, flags as Record<string, string>).farcards).toEqual({
      enabled: true,
      outBuf: 'none',
      unitNo: 'fullcodeTail',
      paths: { findEmail: '/rk/findemail' },
    });
  });

  it.each([
    [
      { money: 'roubles' },
      {},
      /^Invalid setting farcards\.money \(from bridge\.config\.json\): must be kopecks or units; got "roubles"\.$/,
    ],
    [
      {},
      { 'farcards-money': 'cents' },
      /^Invalid setting farcards\.money \(from --farcards-money\): must be kopecks or units/,
    ],
    [{ unitNo: 'station' }, {}, /^Invalid setting farcards\.unitNo .*must be fullcode or fullcodeTail/],
    [
      { paths: { getCardInfoEx: 'farcards/x' } },
      {},
      /^Invalid setting farcards\.paths\.getCardInfoEx .*must be a path such as/,
    ],
    [{ paths: { getCardInfoEx: '/farcards/x/' } }, {}, /farcards\.paths\.getCardInfoEx .*no trailing \//],
    [{ paths: { getCardInfoEx: '/farcards/../x' } }, {}, /farcards\.paths\.getCardInfoEx/],
    [{ paths: { findEmail: '/api/findemail' } }, {}, /farcards\.paths\.findEmail .*must not start with \/api\//],
    [
      { paths: { findEmail: '/f/a', getCardImageEx: '/F/A' } },
      {},
      /farcards\.paths .*a different path for each handler/,
    ],
    [
      { enabled: true, paths: { findEmail: '/authcall.xml/findemail' } },
      {},
      /farcards\.paths\.findEmail .*must not lie under authPath/,
    ],
    [{ speed: 1 }, {}, /^Unknown setting "farcards\.speed"/],
  ])('refuses %j %j', (farcards, flags, message) => {
    expect(() => load({ farcards }, {}, flags)).toThrow(message);
  });
});
