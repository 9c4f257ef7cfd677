import net from 'node:net';

/** A loopback TCP proxy to a real server that a test can cut (every connection dropped, new ones refused), freeze or restore. */
export interface CuttableProxy {
  readonly port: number;
  cut(): Promise<void>;
  /** Every open connection stops carrying data without closing (a network partition); new ones still pass. */
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<net.Server>((resolve, reject) => {
      const created = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve(created));
    });
  server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  return {
    port,
    cut: stop,
    freeze() {
      for (const socket of sockets) socket.pause();
    },
    async restore() {
      if (!server) server = await listen(port);
    },
    close: stop,
  };
}
