CREATE TABLE "activity_statistics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_statistics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"request_source" text NOT NULL,
	"type" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"available" numeric(38, 18) DEFAULT '0' NOT NULL,
	"frozen" numeric(38, 18) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_user_id_asset_pk" PRIMARY KEY("user_id","asset"),
	CONSTRAINT "balances_available_not_negative" CHECK ("balances"."available" >= 0),
	CONSTRAINT "balances_frozen_not_negative" CHECK ("balances"."frozen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"balance_after" numeric(38, 18) NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"user_language" text,
	"msg_language" text,
	"pricing_currency" text,
	"device_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fid" bigint GENERATED ALWAYS AS IDENTITY (sequence name "users_fid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1),
	"email" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"kyc_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_fid_unique" UNIQUE("fid"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_or_phone" CHECK (("users"."email" is null) <> ("users"."phone" is null))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spot_markets" ADD COLUMN "reference_price" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_asset" ON "ledger_entries" USING btree ("user_id","asset","id");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_account_purpose" ON "verification_codes" USING btree ("account","purpose");--> statement-breakpoint
-- Databases seeded before this migration get the reference prices that seed-data.ts gives new ones.
UPDATE "spot_markets" SET "reference_price" = '95000' WHERE "symbol" = 'BTC_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '3300' WHERE "symbol" = 'ETH_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '150' WHERE "symbol" = 'SOL_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '650' WHERE "symbol" = 'BNB_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '2.2' WHERE "symbol" = 'XRP_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '0.17' WHERE "symbol" = 'DOGE_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '3.1' WHERE "symbol" = 'TON_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '0.7' WHERE "symbol" = 'ADA_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '0.25' WHERE "symbol" = 'TRX_USDT';
--> statement-breakpoint
UPDATE "spot_markets" SET "reference_price" = '15' WHERE "symbol" = 'LINK_USDT';
