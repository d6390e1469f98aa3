CREATE TABLE "idempotency_keys" (
	"key" varchar(255) NOT NULL,
	"scope" varchar(20) NOT NULL,
	"request_id" integer NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key_scope_pk" PRIMARY KEY("key","scope"),
	CONSTRAINT "idempotency_keys_scope_check" CHECK ("idempotency_keys"."scope" IN ('lead', 'contact', 'appraisal'))
);
--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_request_idx" ON "idempotency_keys" USING btree ("scope","request_id");--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_consent_check" CHECK ("appraisals"."marketing_consent" = ("appraisals"."consent_text" IS NOT NULL AND "appraisals"."consent_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_consent_check" CHECK ("contacts"."marketing_consent" = ("contacts"."consent_text" IS NOT NULL AND "contacts"."consent_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_check" CHECK ("leads"."marketing_consent" = ("leads"."consent_text" IS NOT NULL AND "leads"."consent_at" IS NOT NULL));