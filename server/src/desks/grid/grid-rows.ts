import { type SQL, sql } from 'drizzle-orm';
import type { BatchRows } from '../../trading/batch-write.ts';
import { column } from '../../trading/ledger-rows.ts';
import type { GridBotMemory } from './grid-bot.ts';

/** A bot's row as it stands when the batch is sealed (the engine goes on changing the live object). */
interface BotRow {
  id: string;
  ownerId: string;
  persisted: boolean;
  values: (string | null)[];
}

/** The columns written, in order, with their SQL types (the row's values follow this list). */
const botColumns = [
  ['symbol', 'text'],
  ['lower_price', 'numeric'],
  ['upper_price', 'numeric'],
  ['grid_count', 'bigint'],
  ['spacing', 'text'],
  ['investment', 'numeric'],
  ['order_quantity', 'numeric'],
  ['trigger_price', 'numeric'],
  ['trigger_rising', 'text'],
  ['stop_loss_price', 'numeric'],
  ['take_profit_price', 'numeric'],
  ['on_stop', 'text'],
  ['public', 'text'],
  ['status', 'text'],
  ['stop_reason', 'text'],
  ['grid_profit', 'numeric'],
  ['rounds_completed', 'bigint'],
  ['ladder', 'text'],
  ['final_base', 'numeric'],
  ['final_quote', 'numeric'],
  ['created_at', 'timestamptz'],
  ['started_at', 'timestamptz'],
  ['stopped_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

/** How each column's text parameter becomes the column's type. */
const casts: Record<string, string> = {
  grid_count: 'integer',
  rounds_completed: 'integer',
  trigger_rising: 'boolean',
  public: 'boolean',
  ladder: 'jsonb',
};

const optionalText = (value: boolean | null) => (value === null ? null : String(value));
const iso = (date: Date | null) => date?.toISOString() ?? null;

function botRow(bot: GridBotMemory): BotRow {
  return {
    id: bot.id,
    ownerId: bot.ownerId,
    persisted: bot.persisted,
    values: [
      bot.symbol,
      bot.lowerPrice,
      bot.upperPrice,
      String(bot.gridCount),
      bot.spacing,
      bot.investment,
      bot.orderQuantity.toFixed(),
      bot.triggerPrice,
      optionalText(bot.triggerRising),
      bot.stopLossPrice,
      bot.takeProfitPrice,
      bot.onStop,
      String(bot.public),
      bot.status,
      bot.stopReason,
      bot.gridProfit.toFixed(),
      String(bot.roundsCompleted),
      JSON.stringify([...bot.ladder.values()]),
      bot.finalBase,
      bot.finalQuote,
      bot.createdAt.toISOString(),
      iso(bot.startedAt),
      iso(bot.stoppedAt),
      bot.updatedAt.toISOString(),
    ],
  };
}

/**
 * The grid desk's rows of a batch: each new bot's sub-account (a users row owned by its owner),
 * and every bot it changed, inserted or updated in full (its ladder included), in the same
 * statement as the orders and balances they describe.
 */
export class GridRows implements BatchRows {
  private readonly rows: BotRow[];

  constructor(bots: readonly GridBotMemory[]) {
    this.rows = bots.map(botRow);
  }

  get empty(): boolean {
    return this.rows.length === 0;
  }

  ctes(): SQL {
    const added = this.rows.filter((row) => !row.persisted);
    const rows = this.rows;
    const names = sql.raw(botColumns.map(([name]) => name).join(', '));
    const selected = sql.raw(botColumns.map(([name]) => (casts[name] ? `${name}::${casts[name]}` : name)).join(', '));
    const updates = sql.raw(
      botColumns
        .filter(([name]) => name !== 'created_at')
        .map(([name]) => `${name} = excluded.${name}`)
        .join(', '),
    );
    const arrays = sql.join(
      botColumns.map(([, type], index) => column(rows, (row) => row.values[index] ?? null, type)),
      sql`, `,
    );
    return sql`grid_accounts as (
        insert into users (id, password_hash, owner_id)
        select id, '!', owner_id
        from unnest(${column(added, (row) => row.id, 'uuid')}, ${column(added, (row) => row.ownerId, 'uuid')})
          as v(id, owner_id)
        returning 1
      ),
      grid_bot_rows as (
        insert into grid_bots (id, owner_id, ${names})
        select id, owner_id, ${selected}
        from unnest(${column(rows, (row) => row.id, 'uuid')}, ${column(rows, (row) => row.ownerId, 'uuid')}, ${arrays})
          as v(id, owner_id, ${names})
        on conflict (id) do update set ${updates}
        returning 1
      )`;
  }

  checks(): SQL {
    const added = this.rows.filter((row) => !row.persisted).length;
    return sql`vela_assert((select count(*) from grid_accounts) = ${added}, 'grid bot accounts') and
        vela_assert((select count(*) from grid_bot_rows) = ${this.rows.length}, 'grid bots')`;
  }

  result(): SQL {
    return sql`null`;
  }

  take(): void {}
}
