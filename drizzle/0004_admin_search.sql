-- Written by hand: the trigram operators of the keyword search's index (pg_trgm is a trusted
-- extension: a database owner may create it; PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("stock_number" || ' ' || coalesce("vin", '') || ' ' || "make" || ' ' || "model" || ' ' || coalesce("trim", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_search_text_trgm_idx" ON "cars" USING gin ("search_text" gin_trgm_ops);
