import path from 'node:path';
import type { z } from 'zod';
import { StartupError } from '../errors/startup-error.js';
import { parseJsonText, readHandEditedFile } from './hand-edited-file.js';
import type { SettingSource } from './setting-sources.js';

export interface ConfigLayers {
  readonly file: string;
  readonly env: NodeJS.ProcessEnv;
  readonly flags: Readonly<Record<string, string | undefined>>;
}

/** Merges defaults < config file < environment < flags and validates the result, naming the key and where it came from on error. */
export function loadConfig<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  defaults: Readonly<Record<string, unknown>>,
  sources: readonly SettingSource[],
  layers: ConfigLayers,
): z.infer<S> {
  const merged: Record<string, unknown> = { ...defaults };
  const origin: Record<string, string> = {};
  const fromFile = readConfigFile(layers.file);
  for (const [key, value] of Object.entries(fromFile)) {
    merged[key] = value;
    origin[key] = path.basename(layers.file);
  }
  for (const source of sources) {
    const envValue = layers.env[source.env];
    if (envValue !== undefined && envValue !== '') {
      setNested(merged, source.key, source.integer ? toInteger(envValue) : envValue);
      origin[source.key] = `environment variable ${source.env}`;
    }
    const flagValue = layers.flags[source.flag];
    if (flagValue !== undefined) {
      setNested(merged, source.key, source.integer ? toInteger(flagValue) : flagValue);
      origin[source.key] = `--${source.flag}`;
    }
  }
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const allowed = sources.map((s) => s.key).join(', ');
    throw new StartupError(
      `Unknown setting "${issue.keys.map((name) => [...issue.path, name].join('.')).join('", "')}" in ${layers.file}; allowed settings are: ${allowed}.`,
    );
  }
  /** The setting, or the key inside an object setting; an item of a list setting names the list. */
  const names = issue.path.map(String);
  const firstIndex = issue.path.findIndex((part) => typeof part === 'number');
  const settingPath = firstIndex < 0 ? names : names.slice(0, firstIndex);
  const key = settingPath.join('.');
  const from = origin[key] ?? origin[String(issue.path[0] ?? '')];
  const where = from ? ` (from ${from})` : '';
  const secret = sources.some((source) => source.key === key && source.secret);
  const value = valueAt(merged, settingPath);
  const got = value !== undefined && !secret ? `; got ${JSON.stringify(value)}` : '';
  throw new StartupError(`Invalid setting ${key}${where}: ${issue.message}${got}.`);
}

/** Sets `a.b.c` inside the merged settings, copying the objects on its way (the file's own objects stay as read). */
function setNested(merged: Record<string, unknown>, key: string, value: unknown): void {
  const [head = '', ...rest] = key.split('.');
  if (rest.length === 0) {
    merged[head] = value;
    return;
  }
  const inner = merged[head];
  const copy = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? { ...inner } : {};
  setNested(copy as Record<string, unknown>, rest.join('.'), value);
  merged[head] = copy;
}

function valueAt(merged: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = merged;
  for (const part of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

function toInteger(text: string): number | string {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readHandEditedFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new StartupError(`Cannot read ${file}: ${(error as Error).message}.`);
  }
  let parsed: unknown;
  try {
    parsed = parseJsonText(text);
  } catch (error) {
    throw new StartupError(`${file} is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new StartupError(`${file} must hold a JSON object of settings.`);
  }
  return parsed as Record<string, unknown>;
}
