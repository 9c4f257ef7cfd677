import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveBridgeSettings } from '../config/bridge-settings.js';
import { bridgeConfigFileName } from '../config/load-settings.js';
import { StartupError } from '../errors/startup-error.js';
import { startBridge } from '../core/start-bridge.js';
import { demoGuests, demoVenue } from '../demo/demo-data.js';
import { demoFarcards, demoMarkerFile, seedDemo } from '../demo/seed-demo.js';
import { createLogger } from '../logging/logger.js';
import { writeFileAtomic } from '../storage/atomic-file.js';
import { resolveBridgeConfig } from './bridge-flags.js';
import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { runCli } from './run-cli.js';
import { logUncaught, stopOnSignals } from './service-lifecycle.js';

const demoFlagSpecs: readonly FlagSpec[] = [
  { name: 'port', help: 'port to listen on (default 1220; 0 picks a free one)' },
  { name: 'data-dir', help: 'an empty or new folder for the demo (default: a new folder in the temp folder)' },
  { name: 'language', help: 'en (default) or ru' },
];

/** A phone as people read it: +7 999 123-45-67. */
const spaced = (phone: string): string => phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2-$3-$4');

/**
 * `npm run demo`: the headless bridge on a data folder seeded with a venue's two weeks (guests, cards, bonuses, a
 * campaign, payments and closed shifts); prints the UI line and the cards and phones to try.
 */
runCli('tillbridge demo', async () => {
  const flags = parseFlags(process.argv.slice(2), demoFlagSpecs);
  if (flags.help) {
    process.stdout.write(usage('npm run demo --', demoFlagSpecs) + '\n');
    return;
  }
  const dataDir = path.resolve(flags['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-demo-')));
  const seeded = fs.existsSync(path.join(dataDir, demoMarkerFile));
  if (!seeded && fs.existsSync(path.join(dataDir, 'bridge.sqlite')))
    throw new StartupError(
      `${dataDir} holds a till's data and not a demo: pass an empty or new folder with --data-dir.`,
    );
  const { settings } = resolveBridgeConfig({ ...flags, 'data-dir': dataDir, 'venue-name': demoVenue.name });
  if (!seeded) {
    const config = { venueName: demoVenue.name, language: resolveBridgeSettings(settings).language };
    writeFileAtomic(path.join(dataDir, bridgeConfigFileName), JSON.stringify(config, null, 2) + '\n');
    process.stderr.write(`Seeding a demo venue in ${dataDir} (two weeks of payments, about a minute)...\n`);
    await seedDemo(dataDir, { language: settings.language, venueName: demoVenue.name }, startBridge);
  }
  const log = createLogger({ dataDir, name: 'bridge', level: settings.logLevel, stdout: false });
  logUncaught(log.logger);
  const service = await startBridge({
    settings: { ...settings, loyaltyBootstrap: undefined, farcards: { ...settings.farcards, ...demoFarcards } },
    dataDir,
    logger: log.logger,
    shell: 'headless',
  });
  stopOnSignals(service, log);
  const lines = [
    `UI: ${service.url}/`,
    `Demo data: ${dataDir} (run again with --data-dir to keep it)`,
    'Guests to try at the prompt (card number, or phone):',
    ...demoGuests.map(
      (g) => `  ${`${g.firstName} ${g.lastName}`.padEnd(16)} card ${g.card}   phone ${spaced(g.phone)}`,
    ),
    `  (${demoGuests.at(-1)!.firstName} has too few bonuses: her payments are declined for balance)`,
    `Ask for a payment as a station would: npm run station -- authpay --amount 250.00 --url ${service.url}${settings.authPath ?? ''}`,
    `Play a check as r_keeper's cash server would: npm run station -- farcards card --card ${demoGuests[0]!.card} --lines 3 --total 1500.00 --unit 101 --url ${service.url}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
});
