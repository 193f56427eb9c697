import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Bus, BusMessages } from '../infra/bus/bus.ts';
import { Refusal } from '../refusal.ts';
import { tradingUnavailable } from '../trading/refusals.ts';
import { type CommandSpec, packCall, unpackCall } from './command-table.ts';
import {
  type AllDeskCommands,
  type CommandsOfDesk,
  commandSpecs,
  type DeskName,
  deskCommands,
  deskCommandsVia,
} from './registry.ts';

/** The spot order API's writes and the wallet transfers, as their routes call them. */
export type OrderCommands = CommandsOfDesk<'spot'> & CommandsOfDesk<'transfers'>;

/** How long a forwarded command waits for the engine instance before answering 503. */
export const ORDER_REPLY_TIMEOUT_MS = 5_000;
/** Forwarded commands waiting for a reply at once, per instance; more are refused with 503. */
export const MAX_PENDING_ORDER_COMMANDS = 1_000;
/** The forwarder's answer while its bus is disconnected from Redis. */
export const ENGINE_UNREACHABLE = 'the trading engine cannot be reached right now';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;
type RelayedRefusal = Extract<BusMessages['order.reply'], { ok: false }>['error'];
type Runner = Record<string, ((...args: unknown[]) => Promise<unknown>) | undefined>;

const unavailable = (message: string) => new Refusal('unavailable', 'trading-unavailable', message);

/**
 * The answer to a command that was published and never answered: it may still run on the engine.
 * An order retried with its clientOrderId is answered with the first one, so `trading-unavailable`
 * (try again) is safe; a command without such a key says its outcome is unknown.
 */
const unanswered = (spec: CommandSpec, message: string) =>
  spec.outcomeUnknown
    ? new Refusal('unavailable', 'outcome-unknown', `${message}: ${spec.outcomeUnknown}`)
    : unavailable(message);

// A bus message is input like any other: both sides parse what they receive.
const envelopeSchema = z.object({ id: z.string().min(1), replyTo: z.string().min(1), userId: z.string().min(1) });
const inputSchemas = new Map([...commandSpecs].map(([name, { spec }]) => [name, z.object(spec.input)]));
const refusalSchema = z.object({
  kind: z.enum(['invalid', 'forbidden', 'not-found', 'conflict', 'unavailable']),
  reason: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
const replySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), replyTo: z.string(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.string(), replyTo: z.string(), ok: z.literal(false), error: refusalSchema }),
]);

/**
 * What runs the commands on the engine instance: `trading` (the TradingService: every desk's), or
 * per desk an object with that desk's commands (tests); a command nobody runs is answered 503.
 */
export type CommandRunners = { trading: Partial<AllDeskCommands> } & { [D in DeskName]?: Partial<CommandsOfDesk<D>> };

/**
 * The engine side: runs the commands other instances forward and publishes each outcome.
 * Subscribe on the engine instance only, or a command would run twice. Returns the unsubscribe
 * function; commands already running still publish their reply.
 */
export function serveOrderCommands({ bus, log, ...runners }: { bus: Bus; log: Log } & CommandRunners): () => void {
  return bus.subscribe('order.command', (message) => {
    const envelope = envelopeSchema.safeParse(message);
    if (!envelope.success) {
      log.warn({ issues: envelope.error.issues }, 'order command without id, replyTo or userId: dropped');
      return;
    }
    const { id, replyTo, userId } = envelope.data;
    const reply = (outcome: { ok: true; result: unknown } | { ok: false; error: RelayedRefusal }) =>
      bus.publish('order.reply', { id, replyTo, ...outcome });
    runCommand(runners, userId, (message as { command?: unknown }).command).then(
      // No result: null crosses JSON where undefined would vanish.
      (result) => reply({ ok: true, result: result === undefined ? null : result }),
      (error: unknown) => {
        if (error instanceof Refusal) {
          const { kind, reason, message: text, field } = error;
          reply({ ok: false, error: { kind, reason, message: text, ...(field === undefined ? {} : { field }) } });
          return;
        }
        log.error({ err: error, commandId: id }, 'a forwarded order command failed');
        reply({
          ok: false,
          error: {
            kind: 'unavailable',
            reason: 'trading-unavailable',
            message: 'the trading engine could not run the order',
          },
        });
      },
    );
  });
}

async function runCommand(runners: CommandRunners, userId: string, command: unknown): Promise<unknown> {
  const name = (command as { name?: unknown } | undefined)?.name;
  const entry = typeof name === 'string' ? commandSpecs.get(name) : undefined;
  const input = typeof name === 'string' ? inputSchemas.get(name) : undefined;
  if (!entry || !input) throw new Refusal('invalid', 'invalid-input', `invalid order command: no command ${name}`);
  const parsed = input.safeParse(command);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The path inside `request` is the field the client sent, as the route would name it.
    const field = issue?.path[0] === 'request' && issue.path.length > 1 ? String(issue.path[1]) : undefined;
    throw new Refusal('invalid', 'invalid-input', `invalid order command: ${issue?.message ?? ''}`, field);
  }
  const run = runnerOf(runners, entry.desk, name as string);
  if (!run) throw tradingUnavailable();
  return run(...unpackCall(entry.spec, userId, parsed.data));
}

/** What runs command `name` of `desk` here: its desk's runner, else `trading`; undefined when neither has it. */
function runnerOf(runners: CommandRunners, desk: DeskName, name: string) {
  const runner = (runners[desk] ?? runners.trading) as Runner;
  return runner[name]?.bind(runner);
}

export interface OrderForwarderSettings {
  /** Default ORDER_REPLY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default MAX_PENDING_ORDER_COMMANDS. */
  maxPending?: number;
  /**
   * The bus reaches an engine instance without Redis: instances that share one in-process bus, as
   * tests run them. Without Redis and without this, an ENGINE=off instance refuses at once.
   */
  sharedBus?: boolean;
}

interface Pending {
  spec: CommandSpec;
  /** Answers the caller with the result when it has the command's result shape; false otherwise. */
  accept(result: unknown): boolean;
  reject(error: Refusal): void;
  timer: NodeJS.Timeout;
}

/**
 * The forwarding side (ENGINE=off): every desk's commands, each published with its own id and
 * this instance's id and answered with the engine instance's matching reply, or 503 when none
 * comes in time (at once while the bus is disconnected). A command answered 503 after a timeout
 * may still have run late on the engine; a retry with the same clientOrderId returns the first order.
 */
class Forwarder {
  /** Replies carry it back: every instance hears every reply and keeps only its own. */
  readonly instanceId = randomUUID();
  private readonly pending = new Map<string, Pending>();
  private readonly unsubscribe: () => void;
  private readonly timeoutMs: number;
  private readonly maxPending: number;
  private closed = false;

  constructor(
    private readonly bus: Bus,
    private readonly log: Log,
    settings: OrderForwarderSettings = {},
  ) {
    this.timeoutMs = settings.timeoutMs ?? ORDER_REPLY_TIMEOUT_MS;
    this.maxPending = settings.maxPending ?? MAX_PENDING_ORDER_COMMANDS;
    this.unsubscribe = bus.subscribe('order.reply', (reply) => this.receive(reply));
    Object.assign(
      this,
      deskCommandsVia((_desk, name, spec, args) => this.forward(name, spec, args)),
    );
  }

  /** Commands sent and not answered yet. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Answers every waiting command 503 and refuses new ones. */
  close(): void {
    this.closed = true;
    this.unsubscribe();
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      this.pending.delete(id);
      entry.reject(unanswered(entry.spec, 'this server is shutting down'));
    }
  }

  private forward(name: string, spec: CommandSpec, args: unknown[]): Promise<unknown> {
    if (this.closed) return Promise.reject(unavailable('this server is shutting down'));
    if (this.pending.size >= this.maxPending) {
      return Promise.reject(unavailable('too many orders are waiting for the trading engine; try again shortly'));
    }
    // Published now, the command would be dropped: no reason to make the client wait the timeout.
    if (!this.bus.connected) return Promise.reject(unavailable(ENGINE_UNREACHABLE));
    const id = randomUUID();
    const { userId, input } = packCall(spec, args);
    const answered = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.log.warn({ commandId: id, command: name }, 'the trading engine did not answer an order command');
        reject(unanswered(spec, 'the trading engine did not answer'));
      }, this.timeoutMs);
      // What the engine instance answered, as it answered it, once it has the promised shape.
      const accept = (result: unknown) => {
        if (!spec.reply.safeParse(result).success) return false;
        resolve(result === null ? undefined : result);
        return true;
      };
      this.pending.set(id, { spec, accept, reject, timer });
    });
    // Registered before publishing: an in-process bus answers synchronously.
    this.bus.publish('order.command', { id, replyTo: this.instanceId, userId, command: { ...input, name } });
    return answered;
  }

  private receive(message: BusMessages['order.reply']): void {
    if (message?.replyTo !== this.instanceId) return;
    const entry = this.pending.get(message.id);
    if (!entry) return; // Answered after its timeout: the client already has its 503.
    this.pending.delete(message.id);
    clearTimeout(entry.timer);
    const reply = replySchema.safeParse(message);
    if (!reply.success) {
      this.log.error({ issues: reply.error.issues, commandId: message.id }, 'malformed order reply from the engine');
      entry.reject(unanswered(entry.spec, 'the trading engine answered something this server does not understand'));
      return;
    }
    if (!reply.data.ok) {
      const { kind, reason, message: text, field } = reply.data.error;
      entry.reject(new Refusal(kind, reason, text, field));
      return;
    }
    if (!entry.accept(reply.data.result)) {
      this.log.error({ commandId: message.id }, 'order reply of the wrong shape from the engine');
      entry.reject(unanswered(entry.spec, 'the trading engine answered something this server does not understand'));
    }
  }
}

export type OrderForwarder = Forwarder & AllDeskCommands;
export const OrderForwarder = Forwarder as new (
  bus: Bus,
  log: Log,
  settings?: OrderForwarderSettings,
) => OrderForwarder;

/** Every command refused at once with 503 and `message`. */
const refusing = (message: string): AllDeskCommands => deskCommandsVia(() => Promise.reject(unavailable(message)));

/** Each desk's commands on the engine instance: run by its runner, or 503 when it runs none. */
function localCommands(runners: CommandRunners): AllDeskCommands {
  return deskCommandsVia(
    (desk, name, _spec, args) => runnerOf(runners, desk, name)?.(...args) ?? Promise.reject(tradingUnavailable()),
  );
}

/** `commands` as each desk's commands, by desk name. */
const byDesk = (commands: AllDeskCommands) =>
  Object.fromEntries(Object.keys(deskCommands).map((desk) => [desk, commands])) as unknown as {
    [D in DeskName]: CommandsOfDesk<D>;
  };

/**
 * What the routes call: `commands` (ENGINE=on: `trading` itself), and each desk's commands by
 * its name (`futures`, `earn`...): the local desks, the forwarder, or refusals.
 */
export type OrderRelay<Commands> = { readonly commands: Commands; close(): void } & {
  readonly [D in DeskName]: CommandsOfDesk<D>;
};

/**
 * The wiring main.ts (through buildApp) and the tests share: ENGINE=on runs the commands locally
 * and serves the other instances'; ENGINE=off forwards them over Redis, or refuses them at once
 * when there is no Redis (then no engine runs anywhere this instance can reach).
 */
export function openOrderRelay<Trading extends Partial<AllDeskCommands>>({
  config,
  bus,
  log,
  settings,
  ...runners
}: {
  config: Pick<Config, 'ENGINE' | 'REDIS_URL'>;
  bus: Bus;
  log: Log;
  settings?: OrderForwarderSettings;
  trading: Trading;
} & Omit<CommandRunners, 'trading'>): OrderRelay<Trading | AllDeskCommands> {
  if (config.ENGINE === 'on') {
    const close = serveOrderCommands({ bus, log, ...runners });
    return { ...byDesk(localCommands(runners)), commands: runners.trading, close };
  }
  if (!config.REDIS_URL && !settings?.sharedBus) {
    const noEngine = refusing('trading is not running on this server right now');
    return { ...byDesk(noEngine), commands: noEngine, close: () => {} };
  }
  const forwarder = new OrderForwarder(bus, log, settings);
  return { ...byDesk(forwarder), commands: forwarder, close: () => forwarder.close() };
}
