-- Existing orders keep their place: their time priority so far was `seq`.
ALTER TABLE "spot_orders" ADD COLUMN "book_seq" bigint;--> statement-breakpoint
UPDATE "spot_orders" SET "book_seq" = "seq";--> statement-breakpoint
ALTER TABLE "spot_orders" ALTER COLUMN "book_seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "spot_orders_book_seq" ON "spot_orders" USING btree ("book_seq");
