/**
 * A FarCards request the door cannot take: not UTF-8, not well-formed, a field missing or not a number. Answered with
 * the protocol's failure answer (HTTP 200, `Result="1"`) naming what was wrong; nothing reaches the check service.
 */
export class FarcardsWireFault extends Error {
  override readonly name = 'FarcardsWireFault';
}

/** The fault for a field that is missing or does not read: `Card is missing`, `Kind must be …; got "x"`. */
export function fieldFault(field: string, expected: string, got: string | undefined): FarcardsWireFault {
  return new FarcardsWireFault(
    got === undefined ? `${field} is missing: ${expected}` : `${field} must be ${expected}; got "${got.slice(0, 40)}"`,
  );
}
