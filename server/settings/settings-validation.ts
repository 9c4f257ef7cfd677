import path from 'node:path';
import { bridgeConfigSchema, bridgeDefaults, type BridgeSettings } from '../config/config-schema.js';
import { bridgeSettingSources } from '../config/setting-sources.js';
import { MenuConfigError, readMenuFile } from '../menu/load-menu.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { maskPrefix } from './settings-view.js';

const isSecret = (key: string): boolean =>
  bridgeSettingSources.some((source) => source.key === key && source.secret === true);

export type FieldErrors = Record<string, string>;

export type Validated =
  | { readonly ok: true; readonly settings: BridgeSettings; readonly file: Record<string, unknown> }
  | { readonly ok: false; readonly fields: FieldErrors; readonly fieldCodes: FieldErrors };

const requiredWithLoyalty = 'is required with a loyalty service URL';
const onlyWithLoyalty = 'is for a hosted loyalty service: give its URL too';

/** Every setting's key, and `prompt`, the window's object setting (`{"confirmGuest": …}`, saved whole). */
const knownKeys = new Set([...bridgeSettingSources.map((source) => source.key), 'prompt']);

/**
 * Applies changes to the file's settings (`null` or `""` removes a key, so its default applies) and validates the result
 * with the start-up schema, plus what start-up checks elsewhere: a hosted loyalty service needs an API key and a venue,
 * and a menu file must exist and be a valid menu. Every field's first problem is reported.
 */
export function applyChanges(
  current: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
  dataDir: string,
): Validated {
  const fields: FieldErrors = {};
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (isSecret(key) && typeof value === 'string' && value.startsWith(maskPrefix)) continue;
    if (!knownKeys.has(key)) fields[key] = 'is not a setting';
    else if (value === null || value === '') delete next[key];
    else next[key] = value;
  }
  const result = bridgeConfigSchema.safeParse({ ...bridgeDefaults, ...next });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'is not a setting' : issue.message;
    }
  }
  if (next.loyaltyUrl !== undefined) {
    if (next.apiKey === undefined) fields.apiKey ??= requiredWithLoyalty;
    if (next.venue === undefined) fields.venue ??= requiredWithLoyalty;
  } else if (next.apiPassword !== undefined) fields.apiPassword ??= onlyWithLoyalty;
  if (typeof next.menuFile === 'string' && !fields.menuFile) {
    const problem = menuFileProblem(path.resolve(dataDir, next.menuFile));
    if (problem) fields.menuFile = problem;
  }
  if (Object.keys(fields).length > 0 || !result.success) return { ok: false, fields, fieldCodes: codesOf(fields) };
  const file: Record<string, unknown> = {};
  for (const key of Object.keys(next)) file[key] = (result.data as Record<string, unknown>)[key];
  return { ok: true, settings: result.data, file };
}

/** Each refused key's stable code (shared/api/api-errors.ts), for the window's own text. */
function codesOf(fields: FieldErrors): FieldErrors {
  const codes: FieldErrors = {};
  for (const [key, reason] of Object.entries(fields)) {
    if (reason === 'is not a setting') codes[key] = apiErrorCodes.notASetting;
    else if (reason === requiredWithLoyalty) codes[key] = apiErrorCodes.requiredWithLoyalty;
    else if (reason === onlyWithLoyalty) codes[key] = apiErrorCodes.onlyWithLoyalty;
    else if (key === 'menuFile') codes[key] = apiErrorCodes.menuFileUnusable;
    else codes[key] = apiErrorCodes.invalidInput;
  }
  return codes;
}

function menuFileProblem(file: string): string | undefined {
  if (!/\.(json|ya?ml)$/i.test(file)) return 'must be a .json, .yaml or .yml file';
  try {
    readMenuFile(file);
    return undefined;
  } catch (error) {
    return error instanceof MenuConfigError ? error.message : `cannot be read: ${file}`;
  }
}
