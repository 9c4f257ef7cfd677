import type { IncomingMessage } from 'node:http';
import contentType from 'content-type';
import getRawBody from 'raw-body';
import { HttpError } from './http-error.js';

/**
 * Reads a request body as text in the charset its Content-Type names (UTF-8 when it names none), at most `limit` bytes
 * (413 beyond). A compressed body is a 415: the XML protocol's messages are a few kilobytes and sent as they are.
 */
export function readTextBody(req: IncomingMessage, limit: string | number): Promise<string> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity')
    return Promise.reject(new HttpError(415, `Content-Encoding ${encoding} is not accepted: send the body as it is`));
  return getRawBody(req, { length: req.headers['content-length'], limit, encoding: charsetOf(req) });
}

function charsetOf(req: IncomingMessage): string {
  const header = req.headers['content-type'];
  if (!header) return 'utf-8';
  try {
    return contentType.parse(header).parameters.charset ?? 'utf-8';
  } catch {
    /** A Content-Type that does not parse says nothing about the charset; the protocol's charset is UTF-8. */
    return 'utf-8';
  }
}
