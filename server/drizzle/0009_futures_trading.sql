CREATE TABLE "futures_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "futures_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"role" text NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"realized_pnl" numeric(38, 18) NOT NULL,
	"liquidation" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "futures_funding_rounds" (
	"symbol" text NOT NULL,
	"funding_time" timestamp with time zone NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"mark_price" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_funding_rounds_symbol_funding_time_pk" PRIMARY KEY("symbol","funding_time")
);
--> statement-breakpoint
CREATE TABLE "futures_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "futures_orders_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"client_order_id" text,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(38, 18),
	"trigger_price" numeric(38, 18),
	"trigger_by" text,
	"trigger_direction" text,
	"quantity" numeric(38, 18) NOT NULL,
	"filled_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_notional" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"realized_pnl" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"time_in_force" text NOT NULL,
	"post_only" boolean NOT NULL,
	"reduce_only" boolean NOT NULL,
	"close_position" boolean NOT NULL,
	"liquidation" boolean NOT NULL,
	"margin_mode" text NOT NULL,
	"leverage" integer NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_orders_seq_unique" UNIQUE("seq"),
	CONSTRAINT "futures_orders_side" CHECK ("futures_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "futures_orders_status" CHECK ("futures_orders"."status" in ('untriggered', 'open', 'filled', 'cancelled')),
	CONSTRAINT "futures_orders_frozen_not_negative" CHECK ("futures_orders"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_positions" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"size" numeric(38, 18) NOT NULL,
	"entry_price" numeric(38, 18) NOT NULL,
	"margin" numeric(38, 18) NOT NULL,
	"margin_mode" text NOT NULL,
	"leverage" integer NOT NULL,
	"realized_pnl" numeric(38, 18) DEFAULT '0' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "futures_positions_user_id_symbol_pk" PRIMARY KEY("user_id","symbol"),
	CONSTRAINT "futures_positions_side" CHECK ("futures_positions"."side" in ('long', 'short')),
	CONSTRAINT "futures_positions_size_not_negative" CHECK ("futures_positions"."size" >= 0),
	CONSTRAINT "futures_positions_margin_not_negative" CHECK ("futures_positions"."margin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_settings" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"leverage" integer NOT NULL,
	"margin_mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "futures_settings_user_id_symbol_pk" PRIMARY KEY("user_id","symbol"),
	CONSTRAINT "futures_settings_margin_mode" CHECK ("futures_settings"."margin_mode" in ('cross', 'isolated')),
	CONSTRAINT "futures_settings_leverage" CHECK ("futures_settings"."leverage" >= 1)
);
--> statement-breakpoint
ALTER TABLE "futures_fills" ADD CONSTRAINT "futures_fills_order_id_futures_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."futures_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_fills" ADD CONSTRAINT "futures_fills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_funding_rounds" ADD CONSTRAINT "futures_funding_rounds_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_orders" ADD CONSTRAINT "futures_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_orders" ADD CONSTRAINT "futures_orders_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_positions" ADD CONSTRAINT "futures_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_positions" ADD CONSTRAINT "futures_positions_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_settings" ADD CONSTRAINT "futures_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_settings" ADD CONSTRAINT "futures_settings_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "futures_fills_user" ON "futures_fills" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "futures_fills_order" ON "futures_fills" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "futures_orders_client_order_id" ON "futures_orders" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "futures_orders_user_status" ON "futures_orders" USING btree ("user_id","status","seq");--> statement-breakpoint
CREATE INDEX "futures_orders_live" ON "futures_orders" USING btree ("seq") WHERE "futures_orders"."status" in ('open', 'untriggered');--> statement-breakpoint
CREATE INDEX "futures_positions_open" ON "futures_positions" USING btree ("symbol") WHERE "futures_positions"."size" > 0;