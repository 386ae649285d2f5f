CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "place_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
-- Orders made before numbers existed take theirs in the order they were made, year by year (in Rome);
-- four digits at least, more past 9999 (lpad alone would cut them).
WITH numbered AS (
  SELECT "id",
    extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::int AS "year",
    row_number() OVER (
      PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')
      ORDER BY "created_at", "id"
    ) AS "n"
  FROM "orders"
)
UPDATE "orders" AS o
SET "number" = numbered."year" || '-' || lpad(numbered."n"::text, greatest(4, length(numbered."n"::text)), '0')
FROM numbered
WHERE o."id" = numbered."id";
--> statement-breakpoint
INSERT INTO "order_number_counters" ("year", "last")
SELECT extract(year FROM "created_at" AT TIME ZONE 'Europe/Rome')::int, count(*)
FROM "orders"
GROUP BY 1;
