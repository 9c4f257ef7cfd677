/**
 * The guest's one-time payment code: 8 digits (10^8 codes), so that one API key limited to 10 wrong codes a minute
 * guesses a live 5-minute code with a chance below one in a million (docs/security.md, "Guessed codes"). The service
 * issues it, the guest page shows it as two groups of four, the bridge's prompt reads 8 digits as a code.
 */
export const paymentCodeDigits = 8;
export const paymentCodePattern = /^\d{8}$/;
export const paymentCodeHint = `must be ${paymentCodeDigits} digits`;
