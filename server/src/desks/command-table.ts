import { z } from 'zod';

/** A desk method the relay can forward: it answers with a promise. */
export type Command = (...args: never[]) => Promise<unknown>;

type CommandName<Service> = {
  [K in keyof Service]: Service[K] extends Command ? K : never;
}[keyof Service] &
  string;

/**
 * One forwarded command, named as the desk method the engine side runs. By default the call's
 * first argument is the user and the others are `input`'s fields, in the order they are declared;
 * `pack` and `unpack` say otherwise.
 */
export interface CommandSpec<Method extends Command = Command> {
  /** The fields the bus carries besides the name: the engine side parses them before running. */
  readonly input: z.ZodRawShape;
  /** The answer's shape: the forwarding side refuses an answer that does not parse. */
  readonly reply: z.ZodType<Awaited<ReturnType<Method>>, unknown>;
  /**
   * Unanswered, it may still run on the engine and has no key a retry is answered by: it is
   * refused `outcome-unknown` (rather than `trading-unavailable`: try again), saying this of what
   * happens next.
   */
  readonly outcomeUnknown?: string;
  pack?(...args: Parameters<Method>): { userId: string; input: Record<string, unknown> };
  unpack?(userId: string, input: Record<string, unknown>): Parameters<Method>;
}

/** A desk's forwarded commands (`specs`, by method name), typed by the desk whose methods they are. */
export interface CommandTable<Commands> {
  readonly specs: Readonly<Record<string, CommandSpec>>;
  /** Type only: what the commands look like to their callers. */
  readonly commands?: Commands;
}

/** What a table's commands look like to their callers: the desk methods it forwards. */
export type CommandsOf<Table> = Table extends CommandTable<infer Commands> ? Commands : never;

/**
 * Declares the commands of desk `Service` that the relay forwards from `ENGINE=off` instances
 * (docs/architecture.md, "Desks"): `commandTable<SpotDesk>()({ place: { input, reply }, ... })`.
 */
export const commandTable =
  <Service>() =>
  <Names extends CommandName<Service>>(
    specs: {
      readonly [K in Names]: Service[K] extends Command ? CommandSpec<Service[K]> : never;
    },
  ): CommandTable<Pick<Service, Names>> => ({ specs: specs as Record<string, CommandSpec> });

/** The reply of a command that answers nothing: null on the bus, where undefined would vanish. */
export const noResult = z.null().transform((): void => undefined);

/** A call's user and what the bus carries of it. */
export function packCall(
  spec: CommandSpec,
  args: readonly unknown[],
): { userId: string; input: Record<string, unknown> } {
  if (spec.pack) return spec.pack(...(args as never[]));
  const [userId, ...rest] = args;
  const input: Record<string, unknown> = {};
  Object.keys(spec.input).forEach((field, index) => {
    if (rest[index] !== undefined) input[field] = rest[index];
  });
  return { userId: String(userId), input };
}

/** The desk method's arguments from the user and the parsed fields. */
export function unpackCall(spec: CommandSpec, userId: string, input: Record<string, unknown>): unknown[] {
  if (spec.unpack) return spec.unpack(userId, input);
  return [userId, ...Object.keys(spec.input).map((field) => input[field])];
}
