CREATE TABLE "affiliate_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"languages" jsonb NOT NULL,
	"channels" jsonb NOT NULL,
	"plan" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"user_id" uuid,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_applications_email_unique" UNIQUE("email"),
	CONSTRAINT "affiliate_applications_status" CHECK ("affiliate_applications"."status" in ('received', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "favourite_markets" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_markets_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "spot_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"role" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"fee_asset" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_fills_role" CHECK ("spot_fills"."role" in ('maker', 'taker'))
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "spot_orders_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"client_order_id" text,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(38, 18),
	"quantity" numeric(38, 18) NOT NULL,
	"filled_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_quote" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_orders_seq_unique" UNIQUE("seq"),
	CONSTRAINT "spot_orders_side" CHECK ("spot_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "spot_orders_type" CHECK ("spot_orders"."type" in ('limit', 'market')),
	CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" in ('open', 'filled', 'cancelled')),
	CONSTRAINT "spot_orders_frozen_not_negative" CHECK ("spot_orders"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_balances" (
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_balances_account_asset_pk" PRIMARY KEY("account","asset"),
	CONSTRAINT "system_balances_account" CHECK ("system_balances"."account" in ('liquidity', 'fees')),
	CONSTRAINT "system_balances_not_negative" CHECK ("system_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"balance_after" numeric(38, 18) NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "frozen_amount" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "maker_fee" numeric(10, 8) DEFAULT '0.0008' NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "taker_fee" numeric(10, 8) DEFAULT '0.001' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_markets" ADD CONSTRAINT "favourite_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_markets" ADD CONSTRAINT "favourite_markets_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_order_id_spot_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."spot_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_applications_status" ON "affiliate_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "spot_fills_user" ON "spot_fills" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "spot_fills_order" ON "spot_fills" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_client_order_id" ON "spot_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "spot_orders_user_status" ON "spot_orders" USING btree ("user_id","status","seq");--> statement-breakpoint
CREATE INDEX "spot_orders_open" ON "spot_orders" USING btree ("symbol","seq") WHERE "spot_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "system_ledger_entries_account_asset" ON "system_ledger_entries" USING btree ("account","asset","id");