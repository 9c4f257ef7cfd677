import http from 'node:http';
import { postStationXml, type XmlReply } from '../http/post-station-xml.js';

/**
 * Posts one station call to the bridge at `bridgeUrl` and prints the HTTP status; the answer's text when it is 200
 * (printed too with `showXml`), else undefined with the exit code set and the body or the connection's error printed.
 */
export async function postStationCall(
  bridgeUrl: string,
  target: string,
  body: string,
  timeoutMs: number,
  showXml: boolean,
): Promise<string | undefined> {
  let reply: XmlReply;
  try {
    reply = await postStationXml(target, body, timeoutMs);
  } catch (error) {
    process.stderr.write(`tillbridge station: cannot reach ${bridgeUrl}: ${(error as Error).message}\n`);
    process.exitCode = 1;
    return undefined;
  }
  const text = await reply.body.text();
  process.stdout.write(`HTTP ${reply.statusCode} ${http.STATUS_CODES[reply.statusCode] ?? ''}\n`);
  if (reply.statusCode !== 200) {
    process.stdout.write(`${text}\n`);
    process.exitCode = 1;
    return undefined;
  }
  if (showXml) process.stdout.write(`${text}\n`);
  return text;
}
