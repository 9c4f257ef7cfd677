import type { Page } from '@playwright/test';

/** What the page showed when it asked to print: the receipt stage's text and the journal printout's rows. */
export interface PrintJob {
  readonly rows: number;
  readonly journal: boolean;
  readonly receipt: string;
}

/**
 * Stands in for the operating system's print dialog (an outside boundary): `window.print()` records what the page
 * would print instead of opening a print job, which headless Chromium keeps open and which then blocks `page.pdf()`.
 */
export async function recordPrints(page: Page): Promise<{ jobs(): Promise<PrintJob[]> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { printJobs: PrintJob[] };
    w.printJobs = [];
    window.print = () => {
      w.printJobs.push({
        rows: document.querySelectorAll('#journal-print tbody tr').length,
        journal: document.body.classList.contains('printing-journal'),
        receipt: document.querySelector('#print-stage')?.textContent ?? '',
      });
    };
  });
  return { jobs: () => page.evaluate(() => (window as unknown as { printJobs: PrintJob[] }).printJobs) };
}
