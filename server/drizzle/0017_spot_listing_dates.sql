ALTER TABLE "spot_markets" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The first demo pairs' listing dates (seed-data.ts) on databases seeded before the column existed.
UPDATE "spot_markets" SET "listed_at" = "listing"."listed_at"::timestamptz
FROM (VALUES
  ('BTC_USDT', '2023-03-01T00:00:00Z'), ('ETH_USDT', '2023-03-01T00:00:00Z'), ('SOL_USDT', '2023-06-12T00:00:00Z'),
  ('BNB_USDT', '2023-06-12T00:00:00Z'), ('XRP_USDT', '2023-09-04T00:00:00Z'), ('DOGE_USDT', '2023-11-20T00:00:00Z'),
  ('TON_USDT', '2024-04-16T00:00:00Z'), ('ADA_USDT', '2024-02-05T00:00:00Z'), ('TRX_USDT', '2024-05-20T00:00:00Z'),
  ('LINK_USDT', '2024-08-12T00:00:00Z')
) AS "listing"("symbol", "listed_at")
WHERE "spot_markets"."symbol" = "listing"."symbol";
