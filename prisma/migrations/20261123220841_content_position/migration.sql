-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "counters" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "gallery_images" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "main_categories" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "sliders" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "subcategories" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "testimonials" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "valued_clients" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- Existing records keep the order they had (oldest first), numbered from 1.
UPDATE "certificates" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "certificates") AS r WHERE t."id" = r."id";
UPDATE "counters" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "counters") AS r WHERE t."id" = r."id";
UPDATE "gallery_images" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "gallery_images") AS r WHERE t."id" = r."id";
UPDATE "main_categories" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "main_categories") AS r WHERE t."id" = r."id";
UPDATE "sliders" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "sliders") AS r WHERE t."id" = r."id";
UPDATE "subcategories" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (PARTITION BY "main_category_id" ORDER BY "id") AS n FROM "subcategories") AS r WHERE t."id" = r."id";
UPDATE "testimonials" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "testimonials") AS r WHERE t."id" = r."id";
UPDATE "valued_clients" AS t SET "position" = r.n FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "valued_clients") AS r WHERE t."id" = r."id";
