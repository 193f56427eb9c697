CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"open_time" bigint NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	"quote_volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "market_candles_symbol_open_time_pk" PRIMARY KEY("symbol","open_time")
);
--> statement-breakpoint
CREATE TABLE "market_trades" (
	"symbol" text NOT NULL,
	"id" bigint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"side" text NOT NULL,
	"time" bigint NOT NULL,
	CONSTRAINT "market_trades_symbol_id_pk" PRIMARY KEY("symbol","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "market_candles" ADD CONSTRAINT "market_candles_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id","read_at");