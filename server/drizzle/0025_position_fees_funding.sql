ALTER TABLE "futures_positions" ADD COLUMN "fees" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "futures_positions" ADD COLUMN "funding" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Positions open before this migration: the fees of their fills as the live rule counts them
-- (server/src/futures/clearing/fills.ts). Walking back from the latest fill, the size after each
-- fill is the size now less what the later fills added (same side) or closed (the other side); the
-- fill that opened the position is the latest one that took it from flat or the other side to that
-- size. It counts only its opening share when it reversed a position (its fee less the closed
-- share, fee x closing / quantity floored to 8 decimals); the later fills count their whole fee.
UPDATE "futures_positions" AS p SET "fees" = f.fees
FROM (
	SELECT s."user_id", s."symbol",
		sum(CASE
			WHEN s.seq = s.opening_seq AND s."quantity" > s.after
				THEN s."fee" - div(s."fee" * (s."quantity" - s.after) * 100000000, s."quantity") / 100000000
			ELSE s."fee"
		END) AS fees
	FROM (
		SELECT a.*, coalesce(max(a.seq) FILTER (WHERE a.signed >= a.after) OVER (PARTITION BY a."user_id", a."symbol"), 0) AS opening_seq
		FROM (
			SELECT b.*,
				b.size - coalesce(sum(b.signed) OVER (PARTITION BY b."user_id", b."symbol" ORDER BY b."created_at", b."id"
					ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) AS after,
				row_number() OVER (PARTITION BY b."user_id", b."symbol" ORDER BY b."created_at", b."id") AS seq
			FROM (
				SELECT fi."user_id", fi."symbol", fi."id", fi."created_at", fi."fee", fi."quantity", op."size" AS size,
					CASE WHEN (fi."side" = 'buy') = (op."side" = 'long') THEN fi."quantity" ELSE -fi."quantity" END AS signed
				FROM "futures_fills" fi
				JOIN "futures_positions" op ON op."user_id" = fi."user_id" AND op."symbol" = fi."symbol"
				WHERE op."size" > 0 AND fi."created_at" >= op."opened_at"
			) AS b
		) AS a
	) AS s
	WHERE s.seq >= s.opening_seq
	GROUP BY s."user_id", s."symbol"
) AS f
WHERE p."user_id" = f."user_id" AND p."symbol" = f."symbol" AND p."size" > 0;--> statement-breakpoint
-- Their funding: the funding entries of their ledger since they opened, the reference being
-- "SYMBOL@fundingTime" (compared exactly: LIKE would read the "_" of a symbol as any character).
UPDATE "futures_positions" AS p SET "funding" = l.funding
FROM (
	SELECT op."user_id", op."symbol", sum(le."amount") AS funding
	FROM "futures_ledger_entries" le
	JOIN "futures_positions" op ON op."user_id" = le."user_id" AND split_part(le."reference", '@', 1) = op."symbol"
	WHERE op."size" > 0 AND le."kind" = 'funding' AND le."created_at" >= op."opened_at"
	GROUP BY op."user_id", op."symbol"
) AS l
WHERE p."user_id" = l."user_id" AND p."symbol" = l."symbol" AND p."size" > 0;
