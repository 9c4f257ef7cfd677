import { parseArgs } from 'node:util';
import type { SettingSource } from './setting-sources.js';
import { StartupError } from '../errors/startup-error.js';

export interface FlagSpec {
  readonly name: string;
  readonly help: string;
  /** A switch that takes no value (`--clear`); given, its value is `yes`. */
  readonly boolean?: true;
  /** A flag that may be given more than once (`--network a --network b`); read it with flagValues. */
  readonly multiple?: true;
}

/** Joins the values of a `multiple` flag: argv strings never hold a NUL character. */
const valueSeparator = '\0';

/** The values of a `multiple` flag, in the order given; none when it was not given. */
export function flagValues(flags: Record<string, string | undefined>, name: string): string[] {
  const joined = flags[name];
  return joined === undefined ? [] : joined.split(valueSeparator);
}

/** Parses `--name value` flags strictly; an unknown or empty flag is a one-line StartupError. */
export function parseFlags(
  argv: readonly string[],
  specs: readonly FlagSpec[],
): Record<string, string | undefined> & { help?: string } {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const spec of specs)
    options[spec.name] = { type: spec.boolean ? 'boolean' : 'string', ...(spec.multiple ? { multiple: true } : {}) };
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new StartupError(describeParseError(error as Error & { code?: string }, specs));
  }
  const flags: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'boolean') flags[key] = value ? 'yes' : undefined;
    else if (Array.isArray(value)) flags[key] = value.join(valueSeparator);
    else flags[key] = value;
  }
  return flags;
}

function describeParseError(error: Error & { code?: string }, specs: readonly FlagSpec[]): string {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1];
  const isSwitch = specs.some((spec) => spec.boolean && `--${spec.name}` === option);
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `Unknown option ${option ?? ''}: run with --help to see the options.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return isSwitch
        ? `Option ${option} takes no value: run with --help to see the options.`
        : `Option ${option ?? ''} needs a value: run with --help to see the options.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Unexpected argument ${option ?? /'([^']+)'/.exec(error.message)?.[1] ?? ''}: options are written --name value.`;
    default:
      return `${error.message.split('\n')[0]}`;
  }
}

/** Help text listing each flag. */
export function usage(command: string, specs: readonly FlagSpec[]): string {
  const width = Math.max(...specs.map((s) => s.name.length)) + 4;
  return [
    `Usage: ${command} [options]`,
    '',
    ...specs.map((s) => `  --${s.name.padEnd(width)}${s.help}`),
    `  --${'help'.padEnd(width)}show this text`,
  ].join('\n');
}

/** Flags listed first (where a service listens) and last (how much it logs) in a service's `--help`. */
const leadingFlags = ['port', 'host'];
const trailingFlags = ['log-level'];

/**
 * A service's flags, one a setting that has help: where it listens, its data folder, its other settings in their
 * order, then how much it logs.
 */
export function serviceFlagSpecs(settings: readonly SettingSource[], dataDir: FlagSpec): FlagSpec[] {
  const specs = settings.flatMap((setting) =>
    setting.help === undefined ? [] : [{ name: setting.flag, help: setting.help }],
  );
  const named = (names: readonly string[]) => names.flatMap((name) => specs.filter((spec) => spec.name === name));
  const placed = new Set([...leadingFlags, ...trailingFlags]);
  return [...named(leadingFlags), dataDir, ...specs.filter((spec) => !placed.has(spec.name)), ...named(trailingFlags)];
}
