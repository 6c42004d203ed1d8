// The route files of every collection, keyed like COLLECTIONS, so table-driven tests call the
// real wiring (path → handler) rather than the factory.
import type { CollectionKey } from "@/lib/content/collection-definition";
import * as sliderList from "@/app/sliders/getSliders/route";
import * as sliderAdd from "@/app/sliders/addSlider/route";
import * as sliderUpdate from "@/app/sliders/updateSlider/[id]/route";
import * as sliderDelete from "@/app/sliders/deleteSlider/[id]/route";
import * as mainCategory from "@/app/api/main-category/route";
import * as mainCategoryId from "@/app/api/main-category/[id]/route";
import * as subcategories from "@/app/api/subcategories/route";
import * as subcategoryId from "@/app/api/subcategories/[id]/route";
import * as ebrochure from "@/app/api/ebrochure/route";
import * as galleryList from "@/app/api/gallery/route";
import * as galleryUpload from "@/app/gallery/upload/route";
import * as galleryId from "@/app/gallery/[id]/route";
import * as eco from "@/app/api/eco-revolution/route";
import * as ecoId from "@/app/api/eco-revolution/[id]/route";
import * as clients from "@/app/api/our-valued-clients/route";
import * as clientId from "@/app/api/our-valued-clients/[id]/route";
import * as counters from "@/app/api/counters/route";
import * as counterId from "@/app/api/counters/[id]/route";
import * as testimonials from "@/app/api/testimonials/route";
import * as testimonialId from "@/app/api/testimonials/[id]/route";
import * as aboutUs from "@/app/api/about-us/route";
import * as aboutUsId from "@/app/api/about-us/[id]/route";
import * as certificates from "@/app/api/certificates/route";
import * as certificateId from "@/app/api/certificates/[id]/route";

type Handler = typeof sliderList.GET;

export interface CollectionRouteModules {
  list: Handler;
  create: Handler;
  /** Absent for the singleton e-brochure, whose POST replaces. */
  update?: Handler;
  remove: Handler;
}

const rest = (base: { GET: Handler; POST: Handler }, byId: { PUT: Handler; DELETE: Handler }): CollectionRouteModules => ({
  list: base.GET,
  create: base.POST,
  update: byId.PUT,
  remove: byId.DELETE,
});

export const ROUTES: Record<CollectionKey, CollectionRouteModules> = {
  sliders: { list: sliderList.GET, create: sliderAdd.POST, update: sliderUpdate.PUT, remove: sliderDelete.DELETE },
  mainCategories: rest(mainCategory, mainCategoryId),
  subcategories: rest(subcategories, subcategoryId),
  ebrochure: { list: ebrochure.GET, create: ebrochure.POST, remove: ebrochure.DELETE },
  gallery: { list: galleryList.GET, create: galleryUpload.POST, update: galleryId.PUT, remove: galleryId.DELETE },
  ecoRevolution: rest(eco, ecoId),
  valuedClients: rest(clients, clientId),
  counters: rest(counters, counterId),
  testimonials: rest(testimonials, testimonialId),
  aboutUs: rest(aboutUs, aboutUsId),
  certificates: rest(certificates, certificateId),
};
