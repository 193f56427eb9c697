CREATE TABLE "operator_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"operator_token_id" text NOT NULL,
	"address" text NOT NULL,
	"user_agent" text,
	"request_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "operator_audit_log_action" ON "operator_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_target" ON "operator_audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_at" ON "operator_audit_log" USING btree ("at");