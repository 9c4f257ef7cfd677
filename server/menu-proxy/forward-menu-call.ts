import { postStationXml, type XmlReply } from '../http/post-station-xml.js';
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
  let reply: XmlReply;
  try {
    reply = await postStationXml(target, xml, timeoutMs);
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return { kind: 'error', status: 504, message: `${target} did not answer within ${timeoutMs / 1000} s` };
    const code = (error as { code?: string }).code;
    return { kind: 'error', status: 502, message: `${target} cannot be reached: ${code ?? (error as Error).message}` };
  }
  const tooLarge = { kind: 'error', status: 413, message: `the reply of ${target} is larger than 1 MB` } as const;
  if (Number(reply.headers['content-length'] ?? '0') > maxReplyBytes) {
    reply.body.destroy();
    return tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of reply.body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxReplyBytes) {
      reply.body.destroy();
      return tooLarge;
    }
    chunks.push(chunk);
  }
  return {
    kind: 'reply',
    status: reply.statusCode,
    contentType: String(reply.headers['content-type'] ?? ''),
    body: Buffer.concat(chunks).toString('utf8'),
  };
}
