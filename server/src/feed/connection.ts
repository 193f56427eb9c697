import { feedCloseCodes, feedLimits, type ServerFrame } from '@vela/contracts/feed';

export type FeedLimits = { -readonly [Key in keyof typeof feedLimits]: number };

/** What the connection needs of a `ws` WebSocket (a fake one in unit tests). */
export interface FeedSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}

const OPEN = 1;
/** How long a dropped client gets to complete the close handshake before its socket is destroyed. */
const CLOSE_GRACE_MS = 1000;

/**
 * One feed socket's state: who is logged in, what it subscribed to (channel name -> the hub's
 * key), and its limits. Sending never throws and never buffers without bound: a client that
 * stops reading is dropped with 1013 (try again later).
 */
export class FeedConnection {
  /** Channel name as acks carry it -> the hub's routing key. */
  readonly subscriptions = new Map<string, string>();
  userId: string | undefined;
  /** The session the private login came from. */
  sessionId: string | undefined;
  private windowStart = 0;
  private framesInWindow = 0;
  private closing = false;

  constructor(
    readonly socket: FeedSocket,
    readonly biz: 'spot' | 'futures',
    private readonly limits: FeedLimits,
  ) {}

  /** Counts an incoming frame: serve it, refuse it (error frame), or close for flooding. */
  admit(now: number): 'serve' | 'refuse' | 'close' {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    if (this.framesInWindow > this.limits.closeAtFramesPerSecond) return 'close';
    if (this.framesInWindow > this.limits.framesPerSecond) return 'refuse';
    return 'serve';
  }

  get open(): boolean {
    return !this.closing && this.socket.readyState === OPEN;
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  /** For pushes: the hub encodes a frame once for all its subscribers. */
  sendText(text: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > this.limits.slowConsumerBytes) {
      this.close(feedCloseCodes.tryAgainLater, 'slow consumer: too much unread data');
      return;
    }
    try {
      this.socket.send(text);
    } catch {
      this.socket.terminate();
    }
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    try {
      this.socket.close(code, reason);
    } catch {
      this.socket.terminate();
      return;
    }
    // A client that does not read will not answer the close either.
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }
}

export const defaultFeedLimits: FeedLimits = { ...feedLimits };
