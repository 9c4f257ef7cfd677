/** The largest reply the proxy passes on. */
export const maxReplyBytes = 1024 * 1024;

export type ForwardResult =
  | { readonly kind: 'reply'; readonly status: number; readonly contentType: string; readonly body: string }
  | { readonly kind: 'error'; readonly status: 413 | 502 | 504; readonly message: string };

/**
 * A server's address as the station driver takes it, a base URL to which `<operation>.xml` is appended:
 * `http://host:1220/authtest/` → `http://host:1220/authtest/<operation>.xml`; an address without a path gets the
 * driver's documented `/authcall.xml/` (`http://host:1220` → `http://host:1220/authcall.xml/<operation>.xml`).
 */
export function operationUrl(base: string, operation: string): string {
  const url = new URL(base);
  const trimmed = url.pathname.replace(/\/+$/, '');
  url.pathname = `${trimmed === '' ? '/authcall.xml' : trimmed}/${operation}.xml`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** POSTs the XML to the other server; refuses a reply over `maxReplyBytes`, gives up after `timeoutMs`. */
export async function forwardMenuCall(
  base: string,
  operation: string,
  xml: string,
  timeoutMs = 10_000,
): Promise<ForwardResult> {
  const target = operationUrl(base, operation);
  let response: Response;
  try {
    response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: xml,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return { kind: 'error', status: 504, message: `${target} did not answer within ${timeoutMs / 1000} s` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      kind: 'error',
      status: 502,
      message: `${target} cannot be reached: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    };
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxReplyBytes) {
    await response.body?.cancel();
    return { kind: 'error', status: 413, message: `the reply of ${target} is larger than 1 MB` };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxReplyBytes)
        return { kind: 'error', status: 413, message: `the reply of ${target} is larger than 1 MB` };
      chunks.push(chunk);
    }
  }
  return {
    kind: 'reply',
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: Buffer.concat(chunks).toString('utf8'),
  };
}
