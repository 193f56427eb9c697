CREATE TABLE "perpetual_candles" (
	"symbol" text NOT NULL,
	"open_time" bigint NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	"quote_volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "perpetual_candles_symbol_open_time_pk" PRIMARY KEY("symbol","open_time")
);
--> statement-breakpoint
CREATE TABLE "perpetual_mark_candles" (
	"symbol" text NOT NULL,
	"open_time" bigint NOT NULL,
	"open" numeric(38, 18) NOT NULL,
	"high" numeric(38, 18) NOT NULL,
	"low" numeric(38, 18) NOT NULL,
	"close" numeric(38, 18) NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	"quote_volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "perpetual_mark_candles_symbol_open_time_pk" PRIMARY KEY("symbol","open_time")
);
--> statement-breakpoint
ALTER TABLE "perpetual_candles" ADD CONSTRAINT "perpetual_candles_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perpetual_mark_candles" ADD CONSTRAINT "perpetual_mark_candles_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;