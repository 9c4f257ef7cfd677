import type { MergedSection } from '../report-sections.js';

/** The payments' crash test at 100 kills: its row and note in bench/results/terminal.md (terminal-crash-bench.ts). */
export const outboxCrashSection: MergedSection = {
  metric: 'crash test: 100 SIGKILLs of the bridge while 3 stations pay, confirm and void against a hosted service',
  notePrefix: 'The payments crash test:',
};
