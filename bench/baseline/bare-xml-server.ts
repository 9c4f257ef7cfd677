import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The baseline of the terminal benchmark: a bare node:http server that reads the request body and answers the bytes the
 * bridge answered for the same path (a JSON file `{ "/authcall.xml/getmenulist.xml": "<?xml …" }` given as argument),
 * with the bridge's content type. Prints the same ready line as the bridge.
 */
const replies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path.toLowerCase(), Buffer.from(body)],
  ),
);
const server = http.createServer((req, res) => {
  const body = replies.get((req.url ?? '').toLowerCase());
  req.resume();
  req.on('end', () => {
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`UI: http://127.0.0.1:${(server.address() as AddressInfo).port}/\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
