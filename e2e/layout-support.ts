import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest screen a till has (a 15" touch panel). */
export const tillScreen = { width: 1024, height: 768 } as const;

/** The smallest touch target the window offers (WCAG 2.5.5, Apple HIG), in CSS pixels. */
export const minTarget = 44;

/** Opens the window in `language` from its first paint (the choice the language switch remembers). */
export async function useLanguage(page: Page, language: 'en' | 'ru'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('tillbridge.language', lang), language);
}

/**
 * Nothing scrolls sideways: neither the document nor the page area (`main` scrolls on its own), and no visible
 * control ends beyond the right edge of the window. Returns what overflows, named, so a failure says where.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    for (const box of Array.from(
      document.querySelectorAll<HTMLElement>('main, [role="dialog"], dialog[open], header, footer'),
    )) {
      if (box.scrollWidth > box.clientWidth + 1)
        found.push(`${box.tagName.toLowerCase()}.${box.className} ${box.scrollWidth} > ${box.clientWidth}`);
    }
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="tab"]');
    for (const control of Array.from(controls)) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || control.closest('[inert]')) continue;
      if (rect.right > window.innerWidth + 1)
        found.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim() ?? ''}" ends at ${rect.right}`);
    }
    return found;
  });
}

/**
 * Labels cut off where they stand (an ellipsis, or text running out of its box): the status bar, the header, buttons,
 * tabs, field labels and select boxes. Returns each with its text.
 */
export async function cutOffLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const labels = document.querySelectorAll<HTMLElement>(
      'footer *, header *, button, [role="tab"], label, select, th, [role="columnheader"]',
    );
    for (const label of Array.from(labels)) {
      const rect = label.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || label.closest('[inert]')) continue;
      if (label.scrollWidth > label.clientWidth + 1)
        found.push(`${label.tagName.toLowerCase()} "${label.textContent?.trim().slice(0, 40) ?? ''}"`);
    }
    return found;
  });
}

/** Visible controls smaller than a finger (checkboxes and radios count by their label, the thing a finger presses). */
export async function smallTargets(page: Page, min = minTarget): Promise<string[]> {
  return page.evaluate((least) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="tab"], [role="row"][tabindex]',
    );
    for (const control of Array.from(controls)) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      const input = control instanceof HTMLInputElement ? control : undefined;
      const target =
        input && (input.type === 'checkbox' || input.type === 'radio') ? (input.closest('label') ?? input) : control;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.height < least - 0.5 || rect.width < least - 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        found.push(`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(rect.width)}×${rect.height}`);
      }
    }
    return found;
  }, min);
}

/**
 * The page fits the till's screen: no sideways scrolling, every control in reach, no label cut off, every target
 * finger-sized (soft assertions: one run lists every page's faults).
 */
export async function expectFitsTheScreen(page: Page, where: string): Promise<void> {
  expect.soft(await horizontalOverflow(page), `${where}: scrolls sideways`).toEqual([]);
  expect.soft(await cutOffLabels(page), `${where}: labels cut off`).toEqual([]);
  expect.soft(await smallTargets(page), `${where}: touch targets under ${minTarget} px`).toEqual([]);
}

/** Every button of an open dialog lies inside the window, without scrolling the page. */
export async function expectButtonsOnScreen(page: Page, dialog: Locator, where: string): Promise<void> {
  const buttons = dialog.getByRole('button');
  const count = await buttons.count();
  expect(count, `${where}: the dialog has buttons`).toBeGreaterThan(0);
  const viewport = page.viewportSize()!;
  for (let i = 0; i < count; i++) {
    const box = await buttons.nth(i).boundingBox();
    const name = await buttons.nth(i).textContent();
    expect(box, `${where}: button "${name}" is laid out`).not.toBeNull();
    expect(box!.x, `${where}: "${name}" left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.y, `${where}: "${name}" top edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${where}: "${name}" right edge`).toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height, `${where}: "${name}" bottom edge`).toBeLessThanOrEqual(viewport.height);
  }
}

/**
 * The fonts the page really draws the first element matching `selector` with (Chromium's DevTools protocol: the
 * platform fonts used for the node's text), so a missing or blocked web font cannot pass as a system fallback.
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await session.detach();
  }
}
