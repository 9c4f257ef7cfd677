import type { LaunchOptions, Page } from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as FindChromium from '../../scripts/find-chromium.mjs';
import { benchDir } from '../bench-support.js';

/** The few browser globals the in-page functions use (bench/ is compiled without the DOM library). */
interface PageElement {
  readonly textContent: string | null;
  readonly offsetParent: unknown;
  value?: string;
  dispatchEvent(event: Event): boolean;
}
declare const document: {
  readonly body: unknown;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};
declare const window: object;
declare const HTMLInputElement: { readonly prototype: object };
declare function requestAnimationFrame(callback: () => void): number;
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: object): void;
  disconnect(): void;
}

/** Chromium as the e2e tests run it (playwright.config.ts): the same browser and the same flags. */
export async function chromiumOptions(): Promise<LaunchOptions> {
  /** scripts/ is not compiled into out/: loaded from the project at run time. */
  const finder = path.resolve(benchDir, '..', '..', 'scripts', 'find-chromium.mjs');
  const { chromiumArgs, findChromium } = (await import(pathToFileURL(finder).href)) as typeof FindChromium;
  return { executablePath: (await findChromium()).executablePath, headless: true, args: [...chromiumArgs] };
}

/**
 * Types a search into the journal (one input event, as a paste or a scanner would) and measures, inside the page, until
 * a frame shows the list with the expected count and its first row.
 */
export function searchInPage(page: Page, q: string, expected: string): Promise<number> {
  return page.evaluate(
    ({ q, expected }) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector('input[type="search"]');
        if (!input) return reject(new Error('no search field'));
        const started = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const check = (): void => {
          const count = document.querySelector('[data-testid="journal-count"]')?.textContent;
          const row = document.querySelector('[data-testid="journal-scroller"] [data-payment-id]');
          if (count === expected && (row || expected.startsWith('0 '))) resolve(performance.now() - started);
          else if (performance.now() - started > 10_000) reject(new Error(`"${q}": still "${count}"`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { q, expected },
  );
}

/** Arms the page to note (wall clock, ms) when the payment prompt's guest field becomes visible. */
export function armPromptWatch(page: Page, label: string): Promise<void> {
  return page.evaluate((label) => {
    const w = window as unknown as { promptShownAt?: number };
    delete w.promptShownAt;
    const visible = (): boolean =>
      [...document.querySelectorAll('label')].some((l) => l.textContent === label && l.offsetParent !== null);
    const observer = new MutationObserver(() => {
      if (!visible()) return;
      w.promptShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, label);
}

/** Like armPromptWatch, for the first element matching `selector` that is laid out (e.g. a station in the queue). */
export function armVisibleWatch(page: Page, selector: string): Promise<void> {
  return page.evaluate((selector) => {
    const w = window as unknown as { promptShownAt?: number };
    delete w.promptShownAt;
    const visible = (): boolean =>
      ((document.querySelector(selector) as { offsetParent: unknown } | null)?.offsetParent ?? null) !== null;
    const observer = new MutationObserver(() => {
      if (!visible()) return;
      w.promptShownAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, selector);
}

export async function promptShownAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { promptShownAt?: number }).promptShownAt !== undefined);
  return page.evaluate(() => (window as unknown as { promptShownAt: number }).promptShownAt);
}

/** First contentful paint of a fresh page load, from the Performance API. */
export async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
}
