-- Written by hand: the edit distance (levenshtein) the shoppers' keyword search uses to correct a
-- word no car has into one of the inventory's names (docs/product.md#keyword-search): "hinda" is
-- Honda. fuzzystrmatch is a trusted extension (a database owner may create it); PGlite loads it
-- in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Generated from server/db/schema.ts.
CREATE INDEX "cars_facets_idx" ON "cars" USING btree ("make","body_type","fuel_type","transmission","drivetrain","colour_family","year","display_price","mileage","status");
