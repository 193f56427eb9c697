import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from './errors.ts';
import { STARTING_RETRY_SECONDS, startingPage, startingPageLocale } from './starting-page/starting-page.ts';

/** What the process is doing before it serves: main.ts moves through these, the probes report them. */
export type StartupPhase = 'seed' | 'markets' | 'futures' | 'earn' | 'ready';

/**
 * The start-up's progress, shared by main.ts (which advances it) and the HTTP layer (which answers
 * with it). The port opens before the engine and the markets' history are ready, so probes and
 * browsers get an answer at once instead of a refused connection.
 */
export class StartupProgress {
  #phase: StartupPhase = 'seed';
  readonly #started = Date.now();
  /**
   * The migrations main.ts applied before the port opened. While the start-up fills the markets'
   * history it keeps the database busy (PGlite runs one query at a time), so /readyz answers from
   * this instead of queueing behind it.
   */
  migrations: { applied: number; expected: number } | undefined;
  readonly #beforeReady: (() => Promise<void>)[] = [];

  get phase(): StartupPhase {
    return this.#phase;
  }

  get isReady(): boolean {
    return this.#phase === 'ready';
  }

  /** Seconds since the process began serving. */
  get seconds(): number {
    return Math.round((Date.now() - this.#started) / 100) / 10;
  }

  /** Moves to a phase before 'ready' (finish() enters that one). */
  enter(phase: Exclude<StartupPhase, 'ready'>): void {
    this.#phase = phase;
  }

  /**
   * Work to finish before the gate opens: what the HTTP layer read when the port opened may be
   * missing what start-up added since (a first start seeds the markets after that).
   */
  beforeReady(task: () => Promise<void>): void {
    this.#beforeReady.push(task);
  }

  /** Runs the beforeReady tasks, then opens the gate. */
  async finish(): Promise<void> {
    for (const task of this.#beforeReady) await task();
    this.#phase = 'ready';
  }
}

/** The probes answer for themselves (health.ts): the gate lets them through. */
const PROBES = new Set(['/healthz', '/readyz']);

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Until start-up is done every request except the probes is answered 503 with Retry-After: pages
 * get a small translated page that reloads itself, everything else a JSON error saying why.
 * Registered first, so it runs before any other hook and no route sees a half-started process.
 */
export function registerStartingGate(app: FastifyInstance, progress: StartupProgress): void {
  app.addHook('onRequest', async (request, reply) => {
    if (progress.isReady) return;
    const path = request.url.split('?')[0] ?? '/';
    if (PROBES.has(path)) return;
    reply.status(503).header('Retry-After', String(STARTING_RETRY_SECONDS)).header('Cache-Control', 'no-store');
    if (wantsPage(request)) {
      const locale = startingPageLocale(path, request.headers['accept-language']);
      return reply.type('text/html; charset=utf-8').send(startingPage(locale));
    }
    return reply.send(
      apiError(
        503,
        `Vela is starting (${progress.phase}): the markets are being prepared; retry in ${STARTING_RETRY_SECONDS} s`,
      ),
    );
  });
}
