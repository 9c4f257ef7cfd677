/** Addresses typed one per line or separated by commas or spaces; none typed means none (any address may call). */
export function parseAddressList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
