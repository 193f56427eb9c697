ALTER TABLE "futures_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;