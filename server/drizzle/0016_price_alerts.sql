CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"condition" text NOT NULL,
	"price" numeric(38, 18),
	"percent" numeric(5, 2),
	"direction" text,
	"reference_price" numeric(38, 18) NOT NULL,
	"upper_price" numeric(38, 18),
	"lower_price" numeric(38, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" numeric(38, 18),
	"delivered_at" timestamp with time zone,
	CONSTRAINT "price_alerts_condition" CHECK ("price_alerts"."condition" in ('above', 'below', 'move')),
	CONSTRAINT "price_alerts_direction" CHECK ("price_alerts"."direction" is null or "price_alerts"."direction" in ('up', 'down', 'either')),
	CONSTRAINT "price_alerts_threshold" CHECK ("price_alerts"."upper_price" is not null or "price_alerts"."lower_price" is not null)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_active" ON "price_alerts" USING btree ("symbol") WHERE "price_alerts"."fired_at" is null;--> statement-breakpoint
CREATE INDEX "price_alerts_undelivered" ON "price_alerts" USING btree ("id") WHERE "price_alerts"."fired_at" is not null and "price_alerts"."delivered_at" is null;