-- Written by hand (drizzle-kit's index builder has no INCLUDE): one index per order of the
-- shoppers' list (docs/product.md#performance), on the cars for sale only, each carrying the
-- columns the filters read. A page of any search is then read from one index alone (an
-- index-only scan: the skipped rows of a deep page never touch the table), and the filters are
-- checked on the index entries. The orders are INVENTORY_SORT_ORDER's (server/services/car-search.ts).
CREATE INDEX "cars_for_sale_newest_idx" ON "cars" ("created_at" DESC, "id" DESC) INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "colour_family", "year", "display_price", "mileage") WHERE "status" <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_for_sale_price_asc_idx" ON "cars" ("display_price", "id" DESC) INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "colour_family", "year", "mileage") WHERE "status" <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_for_sale_price_desc_idx" ON "cars" ("display_price" DESC, "id" DESC) INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "colour_family", "year", "mileage") WHERE "status" <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_for_sale_mileage_idx" ON "cars" ("mileage", "id" DESC) INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "colour_family", "year", "display_price") WHERE "status" <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_for_sale_year_idx" ON "cars" ("year" DESC, "created_at" DESC, "id" DESC) INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "colour_family", "display_price", "mileage") WHERE "status" <> 'sold';--> statement-breakpoint
-- Every instance's caches of public answers (server/cache/change-feed.ts) hear of a change to what
-- shoppers see when its transaction commits, whoever made it (another instance, a script, psql).
CREATE OR REPLACE FUNCTION "forecourt_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forecourt_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cars_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cars" FOR EACH STATEMENT EXECUTE FUNCTION "forecourt_notify_change"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "forecourt_notify_change"();--> statement-breakpoint
CREATE TRIGGER "images_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION "forecourt_notify_change"();
