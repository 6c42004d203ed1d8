import { MapPin, Navigation } from "lucide";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { Icon } from "@/components/ui/icon";
import { CONTAINER } from "../ui/styles";

/** The map section: an embedded map, loaded only when scrolled near, and a directions link. */
export async function LocationMap() {
  const site = await getSiteConfig();
  const query = encodeURIComponent(site.mapQuery);
  return (
    <section aria-labelledby="map-title" className="pb-20 sm:pb-28">
      <div className={CONTAINER}>
        <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-xl shadow-leaf-950/5 ring-1 ring-leaf-900/10">
          <div className="flex flex-col justify-between gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
            <div>
              <h2 id="map-title" className="font-display text-2xl font-semibold text-leaf-950">
                Visit Our Plant
              </h2>
              <p className="mt-1 text-neutral-600">{site.address.full}</p>
            </div>
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${query}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-leaf-700 px-6 py-2.5 text-sm font-semibold text-white shadow-lg shadow-leaf-900/15 transition hover:bg-leaf-800"
            >
              <Icon icon={Navigation} className="size-4" />
              Get Directions
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <div className="relative aspect-[4/3] bg-leaf-50 sm:aspect-[21/9]">
            <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-leaf-700">
              <Icon icon={MapPin} className="size-10" />
            </div>
            <iframe
              src={`https://www.google.com/maps?q=${query}&output=embed`}
              title={`Map showing ${site.name}, ${site.address.city}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="absolute inset-0 size-full border-0"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
