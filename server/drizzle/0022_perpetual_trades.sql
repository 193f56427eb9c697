CREATE TABLE "perpetual_trades" (
	"symbol" text NOT NULL,
	"id" bigint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"side" text NOT NULL,
	"time" bigint NOT NULL,
	CONSTRAINT "perpetual_trades_symbol_id_pk" PRIMARY KEY("symbol","id")
);
--> statement-breakpoint
ALTER TABLE "perpetual_trades" ADD CONSTRAINT "perpetual_trades_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;