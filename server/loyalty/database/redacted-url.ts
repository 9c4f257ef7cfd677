/**
 * A database URL with its password (in the user part or the query string) replaced by `mask`, fit for logs and
 * messages; an empty mask leaves the user alone (`postgres://user@host/db`).
 */
export function redactedUrl(url: string, mask = '***'): string {
  if (!URL.canParse(url)) return '(an unparsable URL)';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = mask;
  if (mask === '') parsed.searchParams.delete('password');
  else if (parsed.searchParams.has('password')) parsed.searchParams.set('password', mask);
  return parsed.toString();
}
