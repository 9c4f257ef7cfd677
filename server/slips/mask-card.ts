/** How many leading characters stay visible: six (the issuer prefix) on a full card number, at most half on short ones. */
function visibleCount(length: number): number {
  return Math.min(6, Math.floor(length / 2));
}

/**
 * The one masking of card numbers for print and display, as the driver's example shows: `5536 91.. .... ....`. Spaces
 * and dashes are dropped, the first digits kept, the rest replaced by dots, then written in groups of four. Empty or
 * missing numbers give ''.
 */
export function maskCardNumber(cardNumber: string | null | undefined): string {
  const compact = (cardNumber ?? '').replace(/[\s-]/g, '');
  if (compact === '') return '';
  const keep = visibleCount(compact.length);
  const masked = compact.slice(0, keep) + '.'.repeat(compact.length - keep);
  const groups: string[] = [];
  for (let at = 0; at < masked.length; at += 4) groups.push(masked.slice(at, at + 4));
  return groups.join(' ');
}
