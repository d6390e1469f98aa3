CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"request_type" varchar(20) NOT NULL,
	"request_id" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"message_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" IN ('staff', 'adf', 'confirmation')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" IN ('queued', 'retrying', 'sent', 'failed')),
	CONSTRAINT "outbox_request_type_check" CHECK ("outbox"."request_type" IN ('lead', 'contact', 'appraisal'))
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" IN ('queued', 'retrying');--> statement-breakpoint
CREATE INDEX "outbox_request_idx" ON "outbox" USING btree ("request_type","request_id");