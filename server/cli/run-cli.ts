import { parseFlags, usage, type FlagSpec } from '../config/parse-flags.js';
import { StartupError } from '../errors/startup-error.js';

/** Runs a command; a StartupError is printed as one line (exit 2), any other error as one line too (exit 1), never a stack. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => reportFailure(name, error));
}

/** Why a command stopped, as its one line for standard error and its exit code: 2 for a StartupError, 1 for anything else. */
export function failureOf(name: string, error: unknown): { readonly line: string; readonly code: number } {
  if (error instanceof StartupError) return { line: `${name}: ${error.message}\n`, code: 2 };
  const message = error instanceof Error ? error.message : String(error);
  return { line: `${name}: unexpected error: ${message.split('\n')[0]}\n`, code: 1 };
}

/** Prints why a command stopped in one line and sets its exit code (failureOf). */
export function reportFailure(name: string, error: unknown): void {
  const failure = failureOf(name, error);
  process.stderr.write(failure.line);
  process.exitCode = failure.code;
}

/** The command's flags from its arguments; with `--help` it prints the usage of `command` instead and gives undefined. */
export function cliFlags(command: string, specs: readonly FlagSpec[]): Record<string, string | undefined> | undefined {
  const flags = parseFlags(process.argv.slice(2), specs);
  if (!flags.help) return flags;
  process.stdout.write(usage(command, specs) + '\n');
  return undefined;
}
