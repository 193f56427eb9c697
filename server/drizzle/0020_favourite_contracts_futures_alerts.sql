CREATE TABLE "favourite_contracts" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_contracts_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "price_alerts" DROP CONSTRAINT "price_alerts_symbol_spot_markets_symbol_fk";
--> statement-breakpoint
DROP INDEX "price_alerts_active";--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "market" text DEFAULT 'spot' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD COLUMN "price_source" text DEFAULT 'last' NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_contracts" ADD CONSTRAINT "favourite_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_contracts" ADD CONSTRAINT "favourite_contracts_symbol_futures_contracts_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."futures_contracts"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_active" ON "price_alerts" USING btree ("market","symbol") WHERE "price_alerts"."fired_at" is null;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_market" CHECK ("price_alerts"."market" in ('spot', 'futures'));--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_price_source" CHECK ("price_alerts"."price_source" = 'last' or ("price_alerts"."price_source" = 'mark' and "price_alerts"."market" = 'futures'));