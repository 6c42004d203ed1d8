-- AlterTable
ALTER TABLE "about_us" ADD COLUMN     "image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "cover_image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "ebrochures" ADD COLUMN     "cover_image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "eco_revolutions" ADD COLUMN     "image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "gallery_images" ADD COLUMN     "image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "main_categories" ADD COLUMN     "image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "sliders" ADD COLUMN     "image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "subcategories" ADD COLUMN     "product_image_alt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sub_image1_alt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sub_image2_alt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sub_image3_alt" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "sub_image4_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "testimonials" ADD COLUMN     "user_image_alt" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "valued_clients" ADD COLUMN     "logo_image_alt" TEXT NOT NULL DEFAULT '';
