// A small reverse proxy for tests of several app instances: each request goes to the next
// upstream in turn (round robin), as a load balancer would spread them. It appends the client's
// address to X-Forwarded-For (start the app with TRUST_PROXY=loopback to read it) and names the
// upstream that answered in an X-Served-By header.
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** The proxy's address, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The upstream (its origin) each request went to, in order. */
  served: string[];
  close(): Promise<void>;
}

export const SERVED_BY = 'x-served-by';

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const served: string[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    const upstream = new URL(upstreams[next % upstreams.length]!);
    next += 1;
    served.push(upstream.origin);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY]: upstream.origin,
        });
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [SERVED_BY]: upstream.origin });
      res.end();
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
