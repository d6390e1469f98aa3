CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appraisals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make" varchar(50) NOT NULL,
	"model" varchar(50) NOT NULL,
	"year" integer NOT NULL,
	"mileage" integer NOT NULL,
	"condition" varchar(50) NOT NULL,
	"asking_price" numeric(10, 2),
	"description" text,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"contact_email" varchar(100) NOT NULL,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisals_status_check" CHECK ("appraisals"."status" IN ('new', 'contacted', 'closed')),
	CONSTRAINT "appraisals_condition_check" CHECK ("appraisals"."condition" IN ('excellent', 'good', 'fair', 'poor'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"featured_image" text,
	"meta_description" varchar(160),
	"category" varchar(50) NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"make" varchar(50) NOT NULL,
	"model" varchar(50) NOT NULL,
	"trim" varchar(50),
	"price" numeric(10, 2) NOT NULL,
	"original_price" numeric(10, 2),
	"discounted_price" numeric(10, 2),
	"display_price" numeric(10, 2) GENERATED ALWAYS AS (CASE WHEN discounted_price > 0 THEN discounted_price ELSE price END) STORED NOT NULL,
	"mileage" integer NOT NULL,
	"condition" varchar(20) NOT NULL,
	"transmission" varchar(20) NOT NULL,
	"fuel_type" varchar(20) NOT NULL,
	"location" varchar(100),
	"description" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"vin" varchar(17),
	"status" varchar(20) DEFAULT 'available' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_status_check" CHECK ("cars"."status" IN ('available', 'sold', 'pending')),
	CONSTRAINT "cars_condition_check" CHECK ("cars"."condition" IN ('new', 'used', 'certified')),
	CONSTRAINT "cars_transmission_check" CHECK ("cars"."transmission" IN ('automatic', 'manual', 'cvt')),
	CONSTRAINT "cars_fuel_type_check" CHECK ("cars"."fuel_type" IN ('gasoline', 'diesel', 'hybrid', 'electric')),
	CONSTRAINT "cars_year_check" CHECK ("cars"."year" >= 1990),
	CONSTRAINT "cars_mileage_check" CHECK ("cars"."mileage" >= 0),
	CONSTRAINT "cars_money_check" CHECK ("cars"."price" >= 0 AND coalesce("cars"."original_price", 0) >= 0 AND coalesce("cars"."discounted_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone" varchar(20),
	"interest" varchar(100),
	"message" text,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" IN ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"email" varchar(100) NOT NULL,
	"phone" varchar(20),
	"interest" varchar(100),
	"message" text,
	"car_id" integer,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" IN ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"email" varchar(100),
	"first_name" varchar(50),
	"last_name" varchar(50),
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisals_created_at_idx" ON "appraisals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appraisals_status_idx" ON "appraisals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_at_idx" ON "blog_posts" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cars_make_idx" ON "cars" USING btree ("make");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");--> statement-breakpoint
CREATE INDEX "cars_display_price_idx" ON "cars" USING btree ("display_price");--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");--> statement-breakpoint
CREATE INDEX "cars_mileage_idx" ON "cars" USING btree ("mileage");--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("featured") WHERE "cars"."featured";--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_car_id_idx" ON "leads" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");