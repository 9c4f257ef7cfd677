import { request, type Dispatcher } from 'undici';

/** A reply to `postStationXml`: its status, headers and body still to be read (`.text()`, or iterated for a size limit). */
export type XmlReply = Pick<Dispatcher.ResponseData, 'statusCode' | 'headers' | 'body'>;

/**
 * POSTs an XML document as a station driver does. undici's `request`, not `fetch`: fetch always adds
 * `Sec-Fetch-Mode: cors`, and the station port takes any `Sec-Fetch-*` header for a browser's request and refuses it.
 * A timeout, when given, rejects with an error named `TimeoutError`; a refused connection with the socket's error (its `code`).
 */
export async function postStationXml(url: string, xml: string | Uint8Array, timeoutMs?: number): Promise<XmlReply> {
  return await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    body: xml,
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
}
