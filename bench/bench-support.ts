import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionLines, tableRow, withSection, type MergedSection, type Row } from './report-sections.js';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
/** `out/bench` when compiled; results are written next to the sources in `bench/results`. */
export const resultsDir = path.resolve(benchDir, '..', '..', 'bench', 'results');

export interface StartedProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Milliseconds from spawn to the ready line. */
  readonly readyMs: number;
  stop(): Promise<void>;
}

/** Spawns a node script (`env` added to this environment); resolves when it prints `UI: <url>` (or another ready line). */
export function startProcess(
  script: string,
  args: readonly string[],
  readyLine = /^(?:UI|Loyalty service): (\S+)$/m,
  env: Readonly<Record<string, string>> = {},
): Promise<StartedProcess> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = readyLine.exec(stdout);
      if (!match) return;
      const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        child,
        url: match[1]!.replace(/\/$/, ''),
        readyMs,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${stderr}`)));
  });
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Peak resident set size of a process in MB (Linux /proc VmHWM). */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** Folders the bench made, removed when it exits (`BENCH_KEEP_DIRS=1` keeps them to look at the data afterwards). */
const madeDirs: string[] = [];
process.on('exit', () => {
  if (process.env.BENCH_KEEP_DIRS) return;
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Removes `dir` when the bench exits (its servers have stopped by then). */
export function removeAtExit(dir: string): string {
  madeDirs.push(dir);
  return dir;
}

export function tempDir(prefix: string): string {
  return removeAtExit(fs.mkdtempSync(path.join(os.tmpdir(), `tillbridge-bench-${prefix}-`)));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const resultFile = (name: string) => path.join(resultsDir, `${name}.md`);

/**
 * Prints a markdown table and writes it to `bench/results/<name>.md`; the rows and notes of `merged` sections already
 * in that file (written by another bench) are kept below its own.
 */
export function report(
  name: string,
  title: string,
  rows: readonly Row[],
  notes: readonly string[] = [],
  merged: readonly MergedSection[] = [],
): void {
  const kept = sectionLines(fs.existsSync(resultFile(name)) ? fs.readFileSync(resultFile(name), 'utf8') : '', merged);
  const allNotes = [...notes, ...kept.notes];
  const lines = [
    `# ${title}`,
    '',
    `Measured ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}.`,
    '',
    '| metric | Tillbridge | baseline | target | ok |',
    '|---|---|---|---|---|',
    ...rows.map(tableRow),
    ...kept.rows,
    ...(allNotes.length ? ['', ...allNotes] : []),
  ];
  const text = lines.join('\n') + '\n';
  process.stdout.write(text + '\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(resultFile(name), text);
}

/** Writes one bench's row and note into the report of another (`bench/results/<name>.md`, see withSection). */
export function mergeReport(name: string, section: MergedSection, row: Row, note: string): void {
  process.stdout.write(`${tableRow(row)}\n\n${note}\n`);
  fs.writeFileSync(resultFile(name), withSection(fs.readFileSync(resultFile(name), 'utf8'), section, row, note));
}
