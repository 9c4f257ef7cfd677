/** Digits of a card number without its spaces and dashes. */
function compactOf(cardNumber: string | null | undefined): string {
  return (cardNumber ?? '').replace(/[\s-]/g, '');
}

/** How many trailing characters stay visible: four on a number of 8 or more, at most a third on shorter ones. */
function tailCount(length: number): number {
  return length >= 8 ? 4 : Math.floor(length / 3);
}

/**
 * The masking of the protocol reply's `CardCode` and of slips (docs/protocol.md, "Transport", `CardCode`): the first
 * six digits (the issuer) and the last four kept, the rest dots, in groups of four: `5536 91.. .... 4820`. A number
 * under 12 digits keeps only its tail (a third of it, at most four). Spaces and dashes are dropped; empty or missing
 * numbers give ''.
 */
export function maskCardNumber(cardNumber: string | null | undefined): string {
  const compact = compactOf(cardNumber);
  if (compact === '') return '';
  const head = compact.length >= 12 ? 6 : 0;
  const tail = tailCount(compact.length);
  const masked = compact.slice(0, head) + '.'.repeat(compact.length - head - tail) + compact.slice(-tail || undefined);
  const groups: string[] = [];
  for (let at = 0; at < masked.length; at += 4) groups.push(masked.slice(at, at + 4));
  return groups.join(' ');
}

/**
 * A card as the window and exports show it: its last four digits only, `•••• 4820` (docs/ui.md, "Cards"). From the
 * number when the bridge has it, else from a stored slip mask whose last group is digits; `null` when there is no card.
 */
export function maskCardForWindow(cardNumber: string | null | undefined, storedMask?: string | null): string | null {
  const compact = compactOf(cardNumber);
  if (compact !== '') {
    const tail = tailCount(compact.length);
    return tail === 0 ? '••••' : `•••• ${compact.slice(-tail)}`;
  }
  if (!storedMask) return null;
  const digits = /(\d{1,4})$/.exec(storedMask.trim());
  return digits ? `•••• ${digits[1]}` : '••••';
}
