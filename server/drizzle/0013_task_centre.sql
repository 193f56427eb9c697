CREATE TABLE "course_reads" (
	"user_id" uuid NOT NULL,
	"course_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reads_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "fee_coupon_uses" (
	"fill_id" bigint PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"asset" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_coupon_uses_amount" CHECK ("fee_coupon_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"used" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_coupons_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "fee_coupons_used" CHECK ("fee_coupons"."used" >= 0 and "fee_coupons"."used" <= "fee_coupons"."amount")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"reward_asset" text NOT NULL,
	"coupon_valid_days" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" numeric(38, 18) NOT NULL,
	"window_days" integer,
	"course_id" bigint,
	"reward_kind" text NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"reward_asset" text NOT NULL,
	"coupon_valid_days" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"display_order" integer DEFAULT 0 NOT NULL,
	"texts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_tasks_kind" CHECK ("reward_tasks"."kind" in ('sign-up', 'enable-2fa', 'first-spot-trade', 'spot-volume', 'first-futures-trade', 'read-course', 'subscribe-earn')),
	CONSTRAINT "reward_tasks_reward_kind" CHECK ("reward_tasks"."reward_kind" in ('fee-coupon', 'bonus')),
	CONSTRAINT "reward_tasks_coupon_days" CHECK (("reward_tasks"."reward_kind" = 'fee-coupon') = ("reward_tasks"."coupon_valid_days" is not null)),
	CONSTRAINT "reward_tasks_amounts" CHECK ("reward_tasks"."reward_amount" > 0 and "reward_tasks"."target" > 0)
);
--> statement-breakpoint
ALTER TABLE "course_reads" ADD CONSTRAINT "course_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reads" ADD CONSTRAINT "course_reads_course_id_content_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_coupon_uses" ADD CONSTRAINT "fee_coupon_uses_fill_id_spot_fills_id_fk" FOREIGN KEY ("fill_id") REFERENCES "public"."spot_fills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_coupon_uses" ADD CONSTRAINT "fee_coupon_uses_coupon_id_fee_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."fee_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_coupon_uses" ADD CONSTRAINT "fee_coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_coupons" ADD CONSTRAINT "fee_coupons_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_coupons" ADD CONSTRAINT "fee_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_task_id_reward_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."reward_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_tasks" ADD CONSTRAINT "reward_tasks_course_id_content_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_coupon_uses_coupon" ON "fee_coupon_uses" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "fee_coupons_user" ON "fee_coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_task_user" ON "reward_claims" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "reward_claims_user" ON "reward_claims" USING btree ("user_id","id");