import { mergeReport } from './bench-support.js';
import { crashTestRow } from './crash-row.js';
import { outboxCrashSection } from './terminal/outbox-crash-section.js';

/**
 * The payments' crash test at 100 SIGKILLs (server/payments/outbox-kills.test.ts; the test suite runs it with fewer):
 * its row and note go into bench/results/terminal.md, dated on their own.
 */
const kills = 100;
const row = crashTestRow({
  file: 'server/payments/outbox-kills.test.ts',
  kills,
  metric: outboxCrashSection.metric,
  notice:
    /outbox kills: (\d+) kills \((\d+) at fault points\), (\d+) authpays, (\d+) payments (\{[^}]*\}), (\d+) settlements refused, (\d+) dead, (\d+) wallets checked \((\d+) bonus records\)/,
  played: (m) =>
    `0 lost, 0 doubled, ${m[7]} dead (${m[4]} payments ${m[5]}; ${m[2]} kills at fault points; ${m[8]} wallets, ${m[9]} bonus records)`,
});
mergeReport(
  'terminal',
  outboxCrashSection,
  row,
  `${outboxCrashSection.notePrefix} measured ${new Date().toISOString()} by \`npm run bench -- terminal-crash\`: server/payments/outbox-kills.test.ts run by vitest with TILLBRIDGE_KILLS=${kills} (the test suite runs it with fewer). Each life starts a real bridge process on a hosted loyalty service (a child process; the outbox's calls go over loopback HTTP); three stations pay (authpay), confirm and void; the bridge is killed at one of five fault points or at a random moment. After a last clean start the outbox has sent everything, nothing is dead, every payment agrees with its loyalty order and every wallet with its bonus history.`,
);
if (!row.pass) process.exitCode = 1;
