CREATE TABLE "car_price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"car_id" integer NOT NULL,
	"display_price" numeric(10, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "body_type" varchar(20);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "drivetrain" varchar(10);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "exterior_colour" varchar(30);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "interior_colour" varchar(30);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "doors" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "engine" varchar(60);--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "in_stock_since" date DEFAULT (now() AT TIME ZONE 'America/Vancouver')::date NOT NULL;--> statement-breakpoint
-- Written by hand below this line and at the end; the rest is drizzle-kit's.
-- A car's default stock number: FC- and its id, zero-padded to 6 digits (FC-000123).
CREATE OR REPLACE FUNCTION car_stock_number(car_id integer) RETURNS text AS $$
  SELECT 'FC-' || CASE WHEN car_id < 1000000 THEN lpad(car_id::text, 6, '0') ELSE car_id::text END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Cars from before this release get their stock number, came in stock the day they were added
-- (the dealership's calendar) and start their price history with the price they show now. This
-- is no edit: updated_at and version stay as they were.
ALTER TABLE "cars" DISABLE TRIGGER "cars_set_updated_at";--> statement-breakpoint
ALTER TABLE "cars" DISABLE TRIGGER "cars_bump_version";--> statement-breakpoint
UPDATE "cars" SET
  "stock_number" = car_stock_number("id"),
  "in_stock_since" = ("created_at" AT TIME ZONE 'America/Vancouver')::date;--> statement-breakpoint
ALTER TABLE "cars" ENABLE TRIGGER "cars_set_updated_at";--> statement-breakpoint
ALTER TABLE "cars" ENABLE TRIGGER "cars_bump_version";--> statement-breakpoint
INSERT INTO "car_price_history" ("car_id", "display_price", "changed_at")
  SELECT "id", "display_price", "created_at" FROM "cars" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_history_car_id_changed_at_idx" ON "car_price_history" USING btree ("car_id","changed_at");--> statement-breakpoint
CREATE INDEX "cars_in_stock_since_idx" ON "cars" USING btree ("in_stock_since");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_stock_number_unique" UNIQUE("stock_number");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_body_type_check" CHECK ("cars"."body_type" IN ('sedan', 'coupe', 'hatchback', 'wagon', 'suv', 'pickup', 'minivan', 'van', 'convertible'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_drivetrain_check" CHECK ("cars"."drivetrain" IN ('fwd', 'rwd', 'awd', '4wd'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_stock_number_check" CHECK ("cars"."stock_number" ~ '^(?:[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?)$');--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_doors_check" CHECK ("cars"."doors" BETWEEN 1 AND 6);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seats_check" CHECK ("cars"."seats" BETWEEN 1 AND 15);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_features_check" CHECK (cardinality("cars"."features") <= 40);--> statement-breakpoint
-- A car added without a stock number ('' or NULL) gets car_stock_number(id). The id is unique, so
-- two cars added at once never get the same number. When staff typed that number for another car,
-- a suffix keeps it unique (FC-000123-2).
CREATE OR REPLACE FUNCTION set_car_stock_number() RETURNS trigger AS $$
DECLARE
  base text;
  candidate text;
  suffix integer := 1;
BEGIN
  IF NEW.stock_number IS NULL OR NEW.stock_number = '' THEN
    base := car_stock_number(NEW.id);
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM cars WHERE stock_number = candidate) LOOP
      suffix := suffix + 1;
      candidate := base || '-' || suffix;
    END LOOP;
    NEW.stock_number := candidate;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_set_stock_number BEFORE INSERT ON cars
  FOR EACH ROW EXECUTE FUNCTION set_car_stock_number();
--> statement-breakpoint
-- The price history (docs/product.md#price-history): a row when a car is added (dated like the
-- car) and one whenever the price a shopper sees changes, in the statement that changes it,
-- whoever writes the row (API, bulk actions, imports, seeds). Added cars are recorded once per
-- statement (a batch insert writes its history in one insert); a change only when the shown
-- price moved (the WHEN clause: other edits call nothing).
CREATE OR REPLACE FUNCTION record_added_car_prices() RETURNS trigger AS $$
BEGIN
  INSERT INTO car_price_history (car_id, display_price, changed_at)
    SELECT id, display_price, created_at FROM added_cars ORDER BY id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_price_history_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS added_cars
  FOR EACH STATEMENT EXECUTE FUNCTION record_added_car_prices();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_car_price_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO car_price_history (car_id, display_price, changed_at)
  VALUES (NEW.id, NEW.display_price, now());
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_price_history_update AFTER UPDATE ON cars
  FOR EACH ROW WHEN (OLD.display_price IS DISTINCT FROM NEW.display_price)
  EXECUTE FUNCTION record_car_price_change();
