ALTER TABLE "spot_orders" DROP CONSTRAINT "spot_orders_type";--> statement-breakpoint
ALTER TABLE "spot_orders" DROP CONSTRAINT "spot_orders_status";--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "stop_price" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "trigger_direction" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "trailing_amount" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "trailing_percent" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "trailing_best" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "oco_group" uuid;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "time_in_force" text;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "post_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "spot_orders_untriggered" ON "spot_orders" USING btree ("symbol","seq") WHERE "spot_orders"."status" = 'untriggered';--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_type" CHECK ("spot_orders"."type" in ('limit', 'market', 'stop-limit', 'stop-market', 'trailing-stop'));--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_status" CHECK ("spot_orders"."status" in ('untriggered', 'open', 'filled', 'cancelled'));