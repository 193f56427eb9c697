import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** How long a refused address stays quiet in the log after its first refusal. */
const LOG_WINDOW_MS = 60_000;

export interface AddressCapLog {
  warn(details: object, message: string): void;
}

/**
 * Open WebSocket connections per client address, across the market feed (/ws/spot, /ws/futures)
 * and the notification socket: one address cannot hold the server's sockets. A refusal is logged
 * once per address per minute, so a client retrying in a loop does not flood the log.
 */
export class AddressConnectionCap {
  private readonly open = new Map<string, number>();
  private readonly loggedAt = new Map<string, number>();

  constructor(
    readonly max: number,
    private readonly log: AddressCapLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` is at its cap (a new connection would be refused); logs the refusal. */
  full(address: string): boolean {
    if ((this.open.get(address) ?? 0) < this.max) return false;
    this.logRefusal(address);
    return true;
  }

  /** Counts a new connection, or refuses it (false, logged) when the address is at its cap. */
  tryOpen(address: string): boolean {
    if (this.full(address)) return false;
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
    return true;
  }

  /** A counted connection closed. */
  release(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }

  /** Open connections of one address (tests). */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  private logRefusal(address: string): void {
    const now = this.now();
    const last = this.loggedAt.get(address);
    if (last !== undefined && now - last < LOG_WINDOW_MS) return;
    for (const [known, at] of this.loggedAt) if (now - at >= LOG_WINDOW_MS) this.loggedAt.delete(known);
    this.loggedAt.set(address, now);
    this.log.warn(
      { address, max: this.max },
      'too many WebSocket connections from one address: further ones refused (logged once a minute per address)',
    );
  }
}

/**
 * The client address of a raw request (the notification socket's handshake, which Fastify does not
 * see), trusted exactly as Fastify's `request.ip` is (TRUST_PROXY: the proxies' addresses, or none).
 */
export function rawClientAddress(trustProxy: readonly string[] | false): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? 'unknown';
  const trust = proxyAddr.compile([...trustProxy]);
  return (request) => proxyAddr(request, trust) ?? 'unknown';
}
