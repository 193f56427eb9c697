ALTER TABLE "user_preferences" ADD COLUMN "time_zone_choice" text;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "time_zone" text;