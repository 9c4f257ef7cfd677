import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The baseline: a bare node:http server that answers a constant body and prints the same ready line as the bridge. */
const body = Buffer.from('{"status":"ok"}');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`UI: http://127.0.0.1:${(server.address() as AddressInfo).port}/\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
