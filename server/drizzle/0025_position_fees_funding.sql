ALTER TABLE "futures_positions" ADD COLUMN "fees" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "futures_positions" ADD COLUMN "funding" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Positions open before this migration: the fees of their fills and the funding of their ledger
-- since they opened (a fill that reversed a position into this one counts its whole fee here).
UPDATE "futures_positions" AS p SET "fees" = f.fees
FROM (
	SELECT fi."user_id", fi."symbol", sum(fi."fee") AS fees
	FROM "futures_fills" fi
	JOIN "futures_positions" op ON op."user_id" = fi."user_id" AND op."symbol" = fi."symbol"
	WHERE op."size" > 0 AND fi."created_at" >= op."opened_at"
	GROUP BY fi."user_id", fi."symbol"
) AS f
WHERE p."user_id" = f."user_id" AND p."symbol" = f."symbol" AND p."size" > 0;--> statement-breakpoint
UPDATE "futures_positions" AS p SET "funding" = l.funding
FROM (
	SELECT op."user_id", op."symbol", sum(le."amount") AS funding
	FROM "futures_ledger_entries" le
	JOIN "futures_positions" op ON op."user_id" = le."user_id" AND le."reference" LIKE op."symbol" || '@%'
	WHERE op."size" > 0 AND le."kind" = 'funding' AND le."created_at" >= op."opened_at"
	GROUP BY op."user_id", op."symbol"
) AS l
WHERE p."user_id" = l."user_id" AND p."symbol" = l."symbol" AND p."size" > 0;
