import http from 'node:http';

/** One server-sent event as the window receives it. */
export interface StreamEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

export interface EventStream {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** Every event received so far, in order. */
  readonly events: StreamEvent[];
  /** Resolves with the first event (from the start of the stream) that matches and was not taken before. */
  next(match: (event: StreamEvent) => boolean, what: string, timeoutMs?: number): Promise<StreamEvent>;
  /** The body of a refused request (not a stream). */
  readonly body: string;
  close(): void;
}

/**
 * Opens `GET <path>` (the window's event stream) with a real HTTP client and parses the `text/event-stream` body as it
 * arrives. `headers` may set Host and Origin, which fetch cannot. A non-200 answer resolves with its body.
 */
export function openEventStream(url: string, path: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path, method: 'GET', headers, agent: false },
      (res) => {
        res.setEncoding('utf8');
        const events: StreamEvent[] = [];
        const taken = new Set<number>();
        const listeners = new Set<() => void>();
        let buffer = '';
        let body = '';
        res.on('data', (chunk: string) => {
          body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event !== undefined && data !== undefined)
              events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
          }
          for (const listener of [...listeners]) listener();
        });
        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          get body() {
            return body;
          },
          next(match, what, timeoutMs = 10_000) {
            return new Promise((found, fail) => {
              const check = (): boolean => {
                const index = events.findIndex((e, i) => !taken.has(i) && match(e));
                if (index < 0) return false;
                taken.add(index);
                found(events[index]!);
                return true;
              };
              if (check()) return;
              const listener = (): void => {
                if (!check()) return;
                listeners.delete(listener);
                clearTimeout(timer);
              };
              const timer = setTimeout(() => {
                listeners.delete(listener);
                fail(new Error(`no ${what} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
              }, timeoutMs);
              listeners.add(listener);
            });
          },
          close: () => req.destroy(),
        };
        if (res.statusCode === 200) resolve(stream);
        else res.on('end', () => resolve(stream));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
