import type { CheckTotals, JournalCheck } from '../../shared/api/journal-checks.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import type { Language } from '../../shared/i18n/language.js';
import { printedTexts } from '../i18n/printed-texts.js';
import { centered, labelled, ruler } from '../slips/slip-layout.js';

/** One check's line: its number, the bonuses it spent and earned (or that its accrual waits), and a return. */
function checkLine(check: JournalCheck, width: number, language: Language): string[] {
  const t = printedTexts(language).report;
  const amount = (minor: number): string => formatAmount(minor, language);
  const returned = check.status === 'returned' || check.status === 'return-waiting';
  const value = [
    check.spentMinor > 0 ? `-${amount(check.spentMinor)}` : '',
    check.status === 'accrual-waiting' ? t.checkWaiting : check.earnedMinor ? `+${amount(check.earnedMinor)}` : '',
    returned ? t.checkReturned : '',
  ].filter(Boolean);
  return labelled(check.number === null ? t.checkNoNumber : t.check(check.number), value.join(' '), width);
}

/** A report's section of FarCards checks and manual accruals; nothing when the period had neither. */
export function checkLines(
  totals: CheckTotals | undefined,
  checks: readonly JournalCheck[],
  width: number,
  language: Language,
): string[] {
  if (!totals || (totals.count === 0 && totals.manual.count === 0)) return [];
  const t = printedTexts(language).report;
  const amount = (minor: number): string => formatAmount(minor, language);
  return [
    ruler(width),
    ...centered(t.checksTitle, width),
    ...checks.flatMap((check) => checkLine(check, width, language)),
    ruler(width),
    ...labelled(t.checks, `${totals.count}`, width),
    ...labelled(t.bonusesSpent, amount(totals.spentMinor), width),
    ...labelled(t.bonusesEarned, amount(totals.earnedMinor), width),
    ...(totals.waitingCount > 0 ? labelled(t.accrualsWaiting, `${totals.waitingCount}`, width) : []),
    ...(totals.returnedCount > 0 ? labelled(t.checksReturned, `${totals.returnedCount}`, width) : []),
    ...labelled(t.manualAccruals(totals.manual.count), amount(totals.manual.amountMinor), width),
    ...labelled(t.accruedTotal, amount(totals.earnedMinor + totals.manual.amountMinor), width),
  ];
}
