-- Written by hand: the colour family of a paint name (docs/product.md#facets), for the generated
-- column colour_family below. Plain colour words first, in this order ("Midnight Silver" is
-- silver, "Black Sapphire" black), then the words paint names use for them, the vaguest (pearl)
-- last ("Sea Glass Pearl" is green); none: other.
CREATE OR REPLACE FUNCTION colour_family(paint text) RETURNS text AS $$
  SELECT CASE
    WHEN paint IS NULL OR btrim(paint) = '' THEN NULL
    WHEN lower(paint) ~ '\mblack\M' THEN 'black'
    WHEN lower(paint) ~ '\mwhite\M' THEN 'white'
    WHEN lower(paint) ~ '\msilver\M' THEN 'silver'
    WHEN lower(paint) ~ '\m(grey|gray)\M' THEN 'grey'
    WHEN lower(paint) ~ '\mblue\M' THEN 'blue'
    WHEN lower(paint) ~ '\mred\M' THEN 'red'
    WHEN lower(paint) ~ '\mgreen\M' THEN 'green'
    WHEN lower(paint) ~ '\mbrown\M' THEN 'brown'
    WHEN lower(paint) ~ '\mbeige\M' THEN 'beige'
    WHEN lower(paint) ~ '\morange\M' THEN 'orange'
    WHEN lower(paint) ~ '\m(yellow|gold)\M' THEN 'yellow'
    WHEN lower(paint) ~ '\m(purple|violet)\M' THEN 'purple'
    WHEN lower(paint) ~ '\m(midnight|ebony|onyx|obsidian|jet|phantom|raven|noir)\M' THEN 'black'
    WHEN lower(paint) ~ '\m(graphite|granite|gunmetal|gun|charcoal|slate|steel|titanium|magnetic|shadow|cement|concrete|smoke)\M' THEN 'grey'
    WHEN lower(paint) ~ '\m(navy|sapphire|cobalt|azure|denim|blueprint|aqua)\M' THEN 'blue'
    WHEN lower(paint) ~ '\m(crimson|ruby|cherry|scarlet|infrared|garnet|burgundy|maroon|wine)\M' THEN 'red'
    WHEN lower(paint) ~ '\m(moss|olive|emerald|jade|teal|forest|lime|sea glass|sage)\M' THEN 'green'
    WHEN lower(paint) ~ '\m(copper|bronze|mocha|chocolate|espresso|tan|caramel|cocoa)\M' THEN 'brown'
    WHEN lower(paint) ~ '\m(sand|quicksand|champagne|cream|khaki|desert)\M' THEN 'beige'
    WHEN lower(paint) ~ '\m(mango|tangerine|sunset|amber)\M' THEN 'orange'
    WHEN lower(paint) ~ '\m(lemon|sunflower|lime yellow)\M' THEN 'yellow'
    WHEN lower(paint) ~ '\m(plum|amethyst|lavender)\M' THEN 'purple'
    WHEN lower(paint) ~ '\m(platinum|sterling|chrome|billet)\M' THEN 'silver'
    WHEN lower(paint) ~ '\m(pearl|alabaster|ivory|snow|frost|blizzard|glacier|arctic|polar)\M' THEN 'white'
    ELSE 'other'
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_money_check";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "prior_taxi_police_racing" varchar(7);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "prior_lease_rental" varchar(7);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "damage_over2000" varchar(7);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "damage_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "from_outside_bc" varchar(7);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "imported_from" varchar(60);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "colour_family" varchar(10) GENERATED ALWAYS AS (colour_family("exterior_colour")) STORED;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_reduced_from" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cars_colour_family_idx" ON "cars" USING btree ("colour_family");--> statement-breakpoint
CREATE INDEX "cars_body_type_idx" ON "cars" USING btree ("body_type");--> statement-breakpoint
CREATE INDEX "cars_keywords_trgm_idx" ON "cars" USING gin ("keywords" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_prior_taxi_police_racing_check" CHECK ("cars"."prior_taxi_police_racing" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_prior_lease_rental_check" CHECK ("cars"."prior_lease_rental" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_damage_over_2000_check" CHECK ("cars"."damage_over2000" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_from_outside_bc_check" CHECK ("cars"."from_outside_bc" IN ('yes', 'no', 'unknown'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_money_check" CHECK ("cars"."price" >= 0 AND coalesce("cars"."original_price", 0) >= 0 AND coalesce("cars"."discounted_price", 0) >= 0 AND coalesce("cars"."damage_amount", 0) >= 0);--> statement-breakpoint
-- Written by hand from here on.
-- The words a shopper's keyword search looks in (docs/product.md#keyword-search): identifiers,
-- the vehicle's names and details with the words shoppers use for them (truck, 4x4, ev...),
-- features and description, lower case. Kept by the trigger below (after the stock number's,
-- triggers run in name order) so every writer (API, imports, bulk actions, seeds) keeps it.
CREATE OR REPLACE FUNCTION car_keywords(c cars) RETURNS text AS $$
  SELECT lower(concat_ws(' ',
    c.stock_number, c.vin, c.year::text, c.make, c.model, c.trim,
    c.exterior_colour, c.interior_colour,
    CASE c.body_type
      WHEN 'suv' THEN 'suv crossover'
      WHEN 'pickup' THEN 'pickup truck'
      ELSE c.body_type END,
    CASE c.drivetrain
      WHEN 'awd' THEN 'awd all-wheel-drive'
      WHEN '4wd' THEN '4wd 4x4 four-wheel-drive'
      WHEN 'fwd' THEN 'fwd front-wheel-drive'
      WHEN 'rwd' THEN 'rwd rear-wheel-drive' END,
    CASE c.fuel_type WHEN 'electric' THEN 'electric ev' WHEN 'gasoline' THEN 'gasoline gas' ELSE c.fuel_type END,
    c.transmission,
    array_to_string(c.features, ' '),
    c.description));
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_car_keywords() RETURNS trigger AS $$
BEGIN
  NEW.keywords := car_keywords(NEW);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The last cut of the shown price (docs/product.md#price-reduced). The shown price is computed
-- here with the rule of the generated column display_price (not yet computed in a BEFORE
-- trigger); tests/integration/price-reduced.int.test.ts holds them together.
CREATE OR REPLACE FUNCTION track_car_price_cut() RETURNS trigger AS $$
DECLARE
  shown numeric := CASE WHEN NEW.discounted_price > 0 THEN NEW.discounted_price ELSE NEW.price END;
BEGIN
  IF shown < OLD.display_price THEN
    NEW.price_reduced_from := OLD.display_price;
    NEW.price_reduced_at := now();
  ELSIF shown > OLD.display_price THEN
    NEW.price_reduced_from := NULL;
    NEW.price_reduced_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Cars already stored: their keywords, and their last price cut from the price history. Their
-- version and last change stay as they were (a backfill is no edit).
ALTER TABLE cars DISABLE TRIGGER cars_bump_version;--> statement-breakpoint
ALTER TABLE cars DISABLE TRIGGER cars_set_updated_at;--> statement-breakpoint
UPDATE cars SET keywords = car_keywords(cars);--> statement-breakpoint
UPDATE cars SET price_reduced_from = h.previous, price_reduced_at = h.changed_at
FROM (
  SELECT DISTINCT ON (car_id) car_id, display_price, changed_at,
    lag(display_price) OVER (PARTITION BY car_id ORDER BY changed_at, id) AS previous
  FROM car_price_history
  ORDER BY car_id, changed_at DESC, id DESC
) h
WHERE h.car_id = cars.id AND h.previous > h.display_price;--> statement-breakpoint
ALTER TABLE cars ENABLE TRIGGER cars_bump_version;--> statement-breakpoint
ALTER TABLE cars ENABLE TRIGGER cars_set_updated_at;--> statement-breakpoint
CREATE TRIGGER cars_shopper_keywords BEFORE INSERT OR UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION set_car_keywords();
--> statement-breakpoint
CREATE TRIGGER cars_track_price_cut BEFORE UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION track_car_price_cut();
