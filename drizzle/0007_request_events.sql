CREATE TABLE "request_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_type" varchar(20) NOT NULL,
	"request_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"note" text,
	"actor" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_kind_check" CHECK ("request_events"."kind" IN ('status', 'note')),
	CONSTRAINT "request_events_request_type_check" CHECK ("request_events"."request_type" IN ('lead', 'contact', 'appraisal')),
	CONSTRAINT "request_events_from_status_check" CHECK ("request_events"."from_status" IN ('new', 'contacted', 'closed')),
	CONSTRAINT "request_events_to_status_check" CHECK ("request_events"."to_status" IN ('new', 'contacted', 'closed')),
	CONSTRAINT "request_events_shape_check" CHECK (("request_events"."kind" = 'status' AND "request_events"."from_status" IS NOT NULL AND "request_events"."to_status" IS NOT NULL AND "request_events"."note" IS NULL) OR ("request_events"."kind" = 'note' AND "request_events"."note" IS NOT NULL AND char_length("request_events"."note") <= 2000))
);
--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_type","request_id","created_at");