import { db } from "@/lib/db";
import { publicAdmin, type PublicAdmin } from "./public-admin";

/** What the dashboard shows: the administrator, how much of each content type exists, open leads. */
export async function adminDashboard(admin: PublicAdmin) {
  const prisma = await db();
  const [sliders, mainCategories, subcategories, ebrochure, gallery, ecoRevolution, valuedClients, counters, testimonials, aboutUs, certificates, unhandledInquiries, unhandledBrochureRequests] =
    await Promise.all([
      prisma.slider.count(),
      prisma.mainCategory.count(),
      prisma.subcategory.count(),
      prisma.eBrochure.count(),
      prisma.galleryImage.count(),
      prisma.ecoRevolution.count(),
      prisma.valuedClient.count(),
      prisma.counter.count(),
      prisma.testimonial.count(),
      prisma.aboutUs.count(),
      prisma.certificate.count(),
      prisma.inquiry.count({ where: { handled_at: null } }),
      prisma.brochureRequest.count({ where: { handled_at: null } }),
    ]);
  return {
    user: publicAdmin(admin),
    counts: { sliders, mainCategories, subcategories, ebrochure, gallery, ecoRevolution, valuedClients, counters, testimonials, aboutUs, certificates },
    leads: { unhandledInquiries, unhandledBrochureRequests },
  };
}
