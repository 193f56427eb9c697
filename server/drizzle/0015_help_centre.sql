CREATE TABLE "help_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind";--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind_fields";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_newest" ON "help_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_help_slug" ON "content_items" USING btree ("slug") WHERE "content_items"."kind" = 'help';--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind" CHECK ("content_items"."kind" in ('announcement', 'course', 'help'));--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind_fields" CHECK (("content_items"."kind" = 'announcement' and "content_items"."event_class" is not null and "content_items"."track" is null
          and "content_items"."slug" is null)
        or ("content_items"."kind" = 'course' and "content_items"."event_class" is null and "content_items"."track" is not null
          and "content_items"."level" is not null and "content_items"."reading_minutes" is not null and "content_items"."slug" is null)
        or ("content_items"."kind" = 'help' and "content_items"."event_class" is null and "content_items"."track" is null
          and "content_items"."slug" is not null));