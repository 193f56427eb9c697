CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" text NOT NULL,
	"event_name" text NOT NULL,
	"type" text NOT NULL,
	"distinct_id" text NOT NULL,
	"account_id" text,
	"extra_id" text,
	"first_check_id" text,
	"properties" jsonb NOT NULL,
	"client_time" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" text,
	"user_agent" text,
	CONSTRAINT "analytics_events_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "analytics_events_type" CHECK ("analytics_events"."type" in ('track', 'track_update', 'track_overwrite'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_first_time" ON "analytics_events" USING btree ("event_name","first_check_id") WHERE "analytics_events"."first_check_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_name_received" ON "analytics_events" USING btree ("event_name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received" ON "analytics_events" USING btree ("received_at");