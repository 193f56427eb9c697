import type { TradingCore } from '../trading/trading-core.ts';
import type { CommandSpec, CommandsOf } from './command-table.ts';
import { EarnDesk } from './earn/desk.ts';
import { earnCommands } from './earn/earn-commands.ts';
import { FuturesDesk } from './futures/desk.ts';
import { futuresCommands } from './futures/futures-commands.ts';
import { GridDesk } from './grid/desk.ts';
import { gridCommands } from './grid/grid-commands.ts';
import { SpotDesk } from './spot/desk.ts';
import { spotCommands } from './spot/spot-commands.ts';
import { TransfersDesk } from './transfers/desk.ts';
import { transferCommands } from './transfers/transfer-commands.ts';

/**
 * Every desk on the trading core, each registered once (docs/architecture.md, "Desks"). A new
 * product is a folder under desks/ with a class implementing Desk, one line here, and one line
 * in `deskCommands`; its rows go into each batch in this order.
 */
export function openDesks(core: TradingCore) {
  const spot = core.register(new SpotDesk(core));
  const futures = core.register(new FuturesDesk(core));
  return {
    spot,
    futures,
    transfers: core.register(new TransfersDesk(core, (userId) => futures.clearing.withdrawable(userId))),
    earn: core.register(new EarnDesk(core)),
    grid: core.register(new GridDesk(core, spot)),
  } satisfies Record<DeskName, object>;
}

export type Desks = ReturnType<typeof openDesks>;

/** Every desk's forwarded commands, by desk: the relay serves and forwards each (order-relay.ts). */
export const deskCommands = {
  spot: spotCommands,
  futures: futuresCommands,
  transfers: transferCommands,
  earn: earnCommands,
  grid: gridCommands,
};

export type DeskName = keyof typeof deskCommands;

/** One desk's commands as their callers see them. */
export type CommandsOfDesk<D extends DeskName> = CommandsOf<(typeof deskCommands)[D]>;

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every desk's commands in one object: what TradingService and the forwarder offer. */
export type AllDeskCommands = Intersection<{ [D in DeskName]: CommandsOfDesk<D> }[DeskName]>;

/** Each command by name, with its desk: names are unique across desks, as the bus carries them. */
export const commandSpecs: ReadonlyMap<string, { desk: DeskName; spec: CommandSpec }> = (() => {
  const specs = new Map<string, { desk: DeskName; spec: CommandSpec }>();
  for (const [desk, table] of Object.entries(deskCommands) as [DeskName, { specs: Record<string, CommandSpec> }][]) {
    for (const [name, spec] of Object.entries(table.specs)) {
      const other = specs.get(name);
      if (other) throw new Error(`desks ${other.desk} and ${desk} both name a command ${name}`);
      specs.set(name, { desk, spec });
    }
  }
  return specs;
})();

/** Every desk's commands, each calling `runner(desk, name, args)`. */
export function deskCommandsVia(
  runner: (desk: DeskName, name: string, spec: CommandSpec, args: unknown[]) => Promise<unknown>,
): AllDeskCommands {
  const commands: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, { desk, spec }] of commandSpecs) commands[name] = (...args) => runner(desk, name, spec, args);
  return commands as unknown as AllDeskCommands;
}
