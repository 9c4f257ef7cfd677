import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { formatMinor, parseMinor } from '../../shared/money.js';
import { StartupError } from '../errors/startup-error.js';
import { esc } from './station-requests.js';

/** A check line the tool writes into a CHECK: money in hundredths. */
export interface SimLine {
  readonly code: string;
  readonly name: string;
  readonly quantity: number;
  readonly sumMinor: number;
}

/** The check the tool plays: its lines and GUID; `xml` when it came from a CHECK file (sent as it is). */
export interface SimCheck {
  readonly guid: string;
  readonly checkNumber: number;
  readonly lines: readonly SimLine[];
  readonly xml?: string | undefined;
  /** When the cash server made the check (ms since the epoch; now when absent): a demo plays past days. */
  readonly generatedAt?: number | undefined;
}

/** `ms` as the cash server writes generateddatetime: the machine's local time, no zone (the bridge reads it so). */
function localDateTime(ms: number): string {
  const at = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

/** `--lines N --total X`: N lines whose sums add up to X exactly (the last takes the remainder). */
export function generatedCheck(lineCount: number, totalMinor: number): SimCheck {
  const each = Math.floor(totalMinor / lineCount);
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    code: String(1001 + index),
    name: `Dish ${index + 1}`,
    quantity: 1,
    sumMinor: index === lineCount - 1 ? totalMinor - each * (lineCount - 1) : each,
  }));
  return { guid: `{${randomUUID().toUpperCase()}}`, checkNumber: 1 + Math.floor(Math.random() * 9000), lines };
}

/**
 * `--check FILE`: a CHECK XML (sent as it is) or a small JSON, `{"lines": [{"code", "name", "quantity", "sum"}]}` with
 * sums in currency units (`"600.00"` or 600) and an optional `"guid"`.
 */
export function checkFromFile(file: string): SimCheck {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartupError(`Cannot read --check ${file}: ${(error as Error).message}.`);
  }
  if (text.trimStart().startsWith('<')) {
    const guid = /checkguid="([^"]*)"/i.exec(text)?.[1] ?? '';
    const sums = [...text.matchAll(/<LINE\b[^>]*?\bsum="([^"]*)"/gi)].map((match) => parseMinor(match[1]!) ?? 0);
    const xml = text.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
    return {
      guid,
      checkNumber: 0,
      lines: sums.map((sumMinor, i) => ({ code: '', name: `line ${i + 1}`, quantity: 1, sumMinor })),
      xml,
    };
  }
  let parsed: { guid?: unknown; lines?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new StartupError(`--check ${file} is neither a CHECK XML nor JSON.`);
  }
  if (!Array.isArray(parsed.lines) || parsed.lines.length === 0)
    throw new StartupError(`--check ${file}: "lines" must be a list of {code, name, quantity, sum}.`);
  const lines = parsed.lines.map((raw: Record<string, unknown>, index) => {
    const sumMinor = parseMinor(String(raw.sum ?? ''));
    if (sumMinor === undefined)
      throw new StartupError(`--check ${file}: line ${index + 1} needs a "sum" such as "600.00".`);
    return {
      code: String(raw.code ?? 1001 + index),
      name: String(raw.name ?? `Dish ${index + 1}`),
      quantity: Number(raw.quantity ?? 1) || 1,
      sumMinor,
    };
  });
  const guid = typeof parsed.guid === 'string' ? parsed.guid : `{${randomUUID().toUpperCase()}}`;
  return { guid, checkNumber: 1 + Math.floor(Math.random() * 9000), lines };
}

export const checkTotal = (check: SimCheck): number => check.lines.reduce((sum, line) => sum + line.sumMinor, 0);

/**
 * The check as a cash server writes it for FarCards: `chmode` 7 (calculation) for a lookup, 1 (sale) for payments and
 * the close, 3 (return); money in currency units with a dot; the card among the PDS interface's holders.
 */
export function checkXml(check: SimCheck, mode: number, card: string): string {
  if (check.xml) return check.xml.replace(/\bchmode="\d+"/i, `chmode="${mode}"`);
  const rows = check.lines
    .map((line, index) => {
      const sum = formatMinor(line.sumMinor);
      const price = formatMinor(Math.round(line.sumMinor / line.quantity));
      return `<LINE id="${index + 1}" uni="${index + 1}" code="${esc(line.code)}" name="${esc(line.name)}" type="dish" price="${price}" pr_list_sum="${sum}" quantity="${line.quantity}" sum="${sum}"/>`;
    })
    .join('');
  const generated = localDateTime(check.generatedAt ?? Date.now());
  return (
    `<CHECK stationcode="1" restaurantcode="1" chmode="${mode}" locale="1033" generateddatetime="${generated}">` +
    `<EXTINFO><INTERFACES current="1"><INTERFACE type="PDS" id="1" mode="1" interface="1"><HOLDERS><ITEM cardcode="${esc(card)}"/></HOLDERS></INTERFACE></INTERFACES></EXTINFO>` +
    `<CHECKDATA checknum="${check.checkNumber}" orderguid="${esc(check.guid)}" checkguid="${esc(check.guid)}">` +
    `<CHECKLINES count="${check.lines.length}">${rows}</CHECKLINES></CHECKDATA></CHECK>`
  );
}
