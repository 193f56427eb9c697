CREATE TABLE "earn_accruals" (
	"position_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"apr" numeric(20, 10) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"paid_at" timestamp with time zone,
	"forfeited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_accruals_position_id_period_start_pk" PRIMARY KEY("position_id","period_start"),
	CONSTRAINT "earn_accruals_kind" CHECK ("earn_accruals"."kind" in ('hour', 'term'))
);
--> statement-breakpoint
CREATE TABLE "earn_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earn_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"asset" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_history_kind" CHECK ("earn_history"."kind" in ('subscribe', 'redeem', 'interest', 'settle', 'renew', 'forfeit'))
);
--> statement-breakpoint
CREATE TABLE "earn_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"type" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone,
	"accrued_to" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"renewed_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_positions_status" CHECK ("earn_positions"."status" in ('opening', 'pending', 'active', 'redeemed', 'settled')),
	CONSTRAINT "earn_positions_amount" CHECK ("earn_positions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "earn_products" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"asset" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tiers" jsonb NOT NULL,
	"term_days" integer,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18),
	"quota_total" numeric(38, 18),
	"quota_used" numeric(38, 18) DEFAULT '0' NOT NULL,
	"per_user_quota" numeric(38, 18),
	"early_redemption" boolean NOT NULL,
	"auto_renew_allowed" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"underlying" text,
	"index_symbol" text,
	"range_low" numeric(38, 18),
	"range_high" numeric(38, 18),
	"base_apr" numeric(20, 10),
	"high_apr" numeric(20, 10),
	"starts_at" timestamp with time zone,
	"matures_at" timestamp with time zone,
	"observed_low" numeric(38, 18),
	"observed_high" numeric(38, 18),
	"observed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_products_type" CHECK ("earn_products"."type" in ('flexible', 'fixed', 'sharkfin')),
	CONSTRAINT "earn_products_status" CHECK ("earn_products"."status" in ('open', 'paused', 'closed')),
	CONSTRAINT "earn_products_quota_used" CHECK ("earn_products"."quota_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "earn_accruals" ADD CONSTRAINT "earn_accruals_position_id_earn_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."earn_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_history" ADD CONSTRAINT "earn_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_history" ADD CONSTRAINT "earn_history_position_id_earn_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."earn_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_positions" ADD CONSTRAINT "earn_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_positions" ADD CONSTRAINT "earn_positions_product_id_earn_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."earn_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earn_accruals_unpaid" ON "earn_accruals" USING btree ("position_id") WHERE "earn_accruals"."paid_at" is null and not "earn_accruals"."forfeited";--> statement-breakpoint
CREATE INDEX "earn_history_user" ON "earn_history" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "earn_history_position" ON "earn_history" USING btree ("position_id","at");--> statement-breakpoint
CREATE INDEX "earn_history_pending" ON "earn_history" USING btree ("id") WHERE "earn_history"."pending";--> statement-breakpoint
CREATE INDEX "earn_positions_user" ON "earn_positions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "earn_positions_live" ON "earn_positions" USING btree ("status") WHERE "earn_positions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "earn_positions_one_flexible" ON "earn_positions" USING btree ("user_id","product_id") WHERE "earn_positions"."type" = 'flexible' and "earn_positions"."status" in ('opening', 'active');