import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port in front of a real server (PostgreSQL, Redis), so a test can take
 * that server away from one app without touching the server other suites use. `cut()` resets every
 * connection through it and closes its port (new connections are refused, as from a stopped
 * server); `restore()` opens the same port again.
 */
export interface TcpProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's (credentials, path and query kept). */
  via(url: string): string;
  /** Connections open through the proxy now. */
  readonly connections: number;
  cut(): Promise<void>;
  /** Resets every connection through it (a network fault mid-query) and goes on accepting new ones. */
  reset(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const serve = (downstream: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair = [downstream, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.setNoDelay(true);
      socket.on('error', () => {});
      socket.once('close', () => {
        open.delete(socket);
        for (const other of pair) if (!other.destroyed) other.destroy();
      });
    }
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  };

  let server: Server | undefined = createServer(serve);
  const port = await listen(server, 0);

  const proxy: TcpProxy = {
    port,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    get connections() {
      return open.size / 2;
    },
    async cut() {
      const closing = server;
      server = undefined;
      // RST, as from a killed server: the clients see ECONNRESET at once, not a polite close.
      for (const socket of open) socket.resetAndDestroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    reset() {
      for (const socket of open) socket.resetAndDestroy();
    },
    async restore() {
      if (server) return;
      const next = createServer(serve);
      await listen(next, port);
      server = next;
    },
    close: () => proxy.cut(),
  };
  return proxy;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('the proxy has no port'));
    });
  });
}
