CREATE TABLE "grid_bots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"lower_price" numeric(38, 18) NOT NULL,
	"upper_price" numeric(38, 18) NOT NULL,
	"grid_count" integer NOT NULL,
	"spacing" text NOT NULL,
	"investment" numeric(38, 18) NOT NULL,
	"order_quantity" numeric(38, 18) NOT NULL,
	"trigger_price" numeric(38, 18),
	"trigger_rising" boolean,
	"stop_loss_price" numeric(38, 18),
	"take_profit_price" numeric(38, 18),
	"on_stop" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"stop_reason" text,
	"grid_profit" numeric(38, 18) DEFAULT '0' NOT NULL,
	"rounds_completed" integer DEFAULT 0 NOT NULL,
	"ladder" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_base" numeric(38, 18),
	"final_quote" numeric(38, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grid_bots_status" CHECK ("grid_bots"."status" in ('waiting', 'running', 'stopped')),
	CONSTRAINT "grid_bots_spacing" CHECK ("grid_bots"."spacing" in ('arithmetic', 'geometric')),
	CONSTRAINT "grid_bots_on_stop" CHECK ("grid_bots"."on_stop" in ('sell-base', 'keep-base'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_or_phone";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "grid_bots" ADD CONSTRAINT "grid_bots_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grid_bots" ADD CONSTRAINT "grid_bots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grid_bots" ADD CONSTRAINT "grid_bots_symbol_spot_markets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."spot_markets"("symbol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grid_bots_owner" ON "grid_bots" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "grid_bots_active" ON "grid_bots" USING btree ("status") WHERE "grid_bots"."status" <> 'stopped';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_owner_id" ON "users" USING btree ("owner_id") WHERE "users"."owner_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_phone" CHECK (("users"."owner_id" is null and ("users"."email" is null) <> ("users"."phone" is null))
        or ("users"."owner_id" is not null and "users"."email" is null and "users"."phone" is null));