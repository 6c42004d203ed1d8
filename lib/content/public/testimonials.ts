import { db } from "@/lib/db";
import { COLLECTIONS } from "@/lib/content/collections";
import { BY_POSITION } from "@/lib/content/collection-order";
import { cachedRead } from "./cached-read";

export interface Testimonial {
  id: number;
  user_name: string;
  designation: string;
  user_image: string;
  user_image_alt: string;
  /** 1 to 5; 5 when the record has none. */
  rating: number;
  review_message: string;
}

/** Client reviews of the home page carousel. */
export const getTestimonials = cachedRead("testimonials", [COLLECTIONS.testimonials.cacheTag], async (): Promise<Testimonial[]> => {
  const prisma = await db();
  const rows = await prisma.testimonial.findMany({
    orderBy: BY_POSITION,
    select: { id: true, user_name: true, designation: true, user_image: true, user_image_alt: true, rating: true, review_message: true },
  });
  return rows.map((row) => ({ ...row, rating: Math.min(5, Math.max(1, Math.round(row.rating || 5))) }));
});
