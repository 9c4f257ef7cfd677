import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { parseJsonText, readHandEditedFile, TextEncodingError } from '../config/hand-edited-file.js';
import type { Language } from '../../shared/i18n/language.js';
import { defaultMenu } from './default-menu.js';
import { conflictingOperationId, menuConfigSchema, resolveMenu, type MenuNode } from './menu-config.js';

/** The venue's menu file in the data folder, first found wins. */
export const menuFileNames = ['menu.json', 'menu.yaml', 'menu.yml'] as const;

/** The menu file cannot be used; the message names the file, the item (by its captions) and the field. */
export class MenuConfigError extends Error {
  override readonly name = 'MenuConfigError';
}

export interface LoadedMenu {
  /** The file it came from, or undefined for the default menu. */
  readonly file: string | undefined;
  readonly items: readonly MenuNode[];
}

const cache = new Map<string, { mtimeMs: number; size: number; menu: LoadedMenu }>();

/** The default menu per language, resolved once to stay the same object (getmenulist keeps its reply per menu). */
const defaultLoaded = new Map<Language, LoadedMenu>();

/** The last menu each (data folder, menu file, language) gave, and when its file was last looked at. */
const recent = new Map<string, { checkedAt: number; menu: LoadedMenu }>();

/**
 * The venue's menu (re-read when the file changes), or the default menu in `language` when the data folder has no menu
 * file (a venue's own menu is served as written). With `recheckMs`, the files are looked at no more often than that
 * (getmenulist is called on every till, often).
 */
export function loadMenu(dataDir: string, menuFile?: string, recheckMs = 0, language: Language = 'en'): LoadedMenu {
  const key = `${dataDir}\0${menuFile ?? ''}\0${language}`;
  const last = recent.get(key);
  const now = Date.now();
  if (last && now - last.checkedAt < recheckMs) return last.menu;
  const menu = readMenu(dataDir, menuFile, language);
  recent.set(key, { checkedAt: now, menu });
  return menu;
}

function readMenu(dataDir: string, menuFile: string | undefined, language: Language): LoadedMenu {
  const file = menuFile
    ? path.resolve(dataDir, menuFile)
    : menuFileNames.map((name) => path.join(dataDir, name)).find((candidate) => fs.existsSync(candidate));
  const stat = file === undefined ? undefined : fs.statSync(file, { throwIfNoEntry: false });
  if (file === undefined || !stat) {
    if (menuFile) throw new MenuConfigError(`${menuFile}: the menu file (setting menuFile) does not exist`);
    return resolvedDefault(language);
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.menu;
  const menu = { file, items: readMenuFile(file) };
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, menu });
  return menu;
}

function resolvedDefault(language: Language): LoadedMenu {
  let menu = defaultLoaded.get(language);
  if (!menu) defaultLoaded.set(language, (menu = { file: undefined, items: resolveMenu(defaultMenu(language)) }));
  return menu;
}

/** Reads (as a hand-edited file: byte-order mark, CRLF) and validates a menu file; errors name the file. */
export function readMenuFile(file: string): MenuNode[] {
  const name = path.basename(file);
  let text: string;
  try {
    text = readHandEditedFile(file);
  } catch (error) {
    if (error instanceof TextEncodingError) throw new MenuConfigError(`${name} is ${error.message}`);
    throw error;
  }
  return parseMenuFile(name, text);
}

/** Parses and validates a menu file's text (JSON for `.json`, YAML otherwise). */
export function parseMenuFile(name: string, text: string): MenuNode[] {
  let raw: unknown;
  try {
    raw = name.endsWith('.json') ? parseJsonText(text) : parseYaml(text);
  } catch (error) {
    throw new MenuConfigError(`${name} is not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${firstLine(error)}`);
  }
  const result = menuConfigSchema.safeParse(raw);
  if (!result.success) throw new MenuConfigError(`${name}: ${describeIssue(raw, result.error.issues[0]!)}`);
  const items = resolveMenu(result.data);
  const conflict = conflictingOperationId(items);
  if (conflict) throw new MenuConfigError(`${name}: ${conflict}`);
  return items;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/:$/, '');
}

/** "item Reports → Shift → X-reprot, field action: must be one of …", walking the raw file along the issue's path. */
function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const captions: string[] = [];
  let node: unknown = raw;
  const keys = [...issue.path];
  while (keys.length >= 2 && keys[0] === 'items' && typeof keys[1] === 'number') {
    const index = keys[1];
    node = (node as { items?: unknown[] }).items?.[index];
    const caption = (node as { caption?: unknown } | undefined)?.caption;
    captions.push(typeof caption === 'string' && caption.trim() !== '' ? caption : `#${index + 1}`);
    keys.splice(0, 2);
  }
  const unknownKeys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
  const where = captions.length ? `item ${captions.join(' → ')}` : 'the menu';
  const field = keys.length ? `, field ${keys.join('.')}` : '';
  return `${where}${field}: ${issue.message}${unknownKeys}`;
}
