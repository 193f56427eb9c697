CREATE TABLE "futures_balances" (
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"available" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_balances_user_id_asset_pk" PRIMARY KEY("user_id","asset"),
	CONSTRAINT "futures_balances_available_not_negative" CHECK ("futures_balances"."available" >= 0),
	CONSTRAINT "futures_balances_frozen_not_negative" CHECK ("futures_balances"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_contracts" (
	"symbol" text PRIMARY KEY NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"index_symbol" text NOT NULL,
	"tick_size" numeric(38, 18) NOT NULL,
	"lot_size" numeric(38, 18) NOT NULL,
	"min_notional" numeric(38, 18) NOT NULL,
	"price_precision" integer NOT NULL,
	"amount_precision" integer NOT NULL,
	"risk_tiers" jsonb NOT NULL,
	"maker_fee" numeric(10, 8) DEFAULT '0.0002' NOT NULL,
	"taker_fee" numeric(10, 8) DEFAULT '0.0005' NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "futures_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "futures_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"frozen_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"balance_after" numeric(38, 18) NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_balances" DROP CONSTRAINT "system_balances_account";--> statement-breakpoint
ALTER TABLE "futures_balances" ADD CONSTRAINT "futures_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_contracts" ADD CONSTRAINT "futures_contracts_index_symbol_spot_markets_symbol_fk" FOREIGN KEY ("index_symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_ledger_entries" ADD CONSTRAINT "futures_ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "futures_contracts_base_quote" ON "futures_contracts" USING btree ("base","quote");--> statement-breakpoint
CREATE INDEX "futures_ledger_entries_user_asset" ON "futures_ledger_entries" USING btree ("user_id","asset","id");--> statement-breakpoint
ALTER TABLE "system_balances" ADD CONSTRAINT "system_balances_account" CHECK ("system_balances"."account" in ('liquidity', 'fees', 'insurance'));