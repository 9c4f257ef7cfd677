/** The Russian form of a word after the number `n`: one (1, 21), few (2–4, 22–24) or many (0, 5–20, 25…). */
export function russianPlural(n: number, one: string, few: string, many: string): string {
  const tens = Math.abs(n) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
