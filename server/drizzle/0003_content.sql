CREATE TABLE "content_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"event_class" text,
	"track" text,
	"level" text,
	"reading_minutes" integer,
	"published_at" timestamp with time zone,
	"cover_image_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind" CHECK ("content_items"."kind" in ('announcement', 'course')),
	CONSTRAINT "content_items_status" CHECK ("content_items"."status" in ('draft', 'published')),
	CONSTRAINT "content_items_kind_fields" CHECK (("content_items"."kind" = 'announcement' and "content_items"."event_class" is not null and "content_items"."track" is null)
        or ("content_items"."kind" = 'course' and "content_items"."event_class" is null and "content_items"."track" is not null
          and "content_items"."level" is not null and "content_items"."reading_minutes" is not null)),
	CONSTRAINT "content_items_published_time" CHECK ("content_items"."status" = 'draft' or "content_items"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"item_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text,
	CONSTRAINT "content_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "content_translations_english_body" CHECK ("content_translations"."locale" <> 'en_US' or "content_translations"."body_markdown" is not null)
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_public_list" ON "content_items" USING btree ("kind","status","published_at");