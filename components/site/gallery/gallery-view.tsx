"use client";

import { CircleAlert, Maximize2 } from "lucide";
import { useState } from "react";
import type { PublicRow } from "@/lib/content/public-row";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { isPdf } from "../ui/is-pdf";
import { PdfTile } from "../ui/pdf-tile";
import { BUTTON } from "../ui/styles";
import { GalleryLightbox } from "./gallery-lightbox";

type GalleryImage = PublicRow<"gallery">;

type State = { status: "ready"; items: GalleryImage[] } | { status: "loading" } | { status: "error"; message: string };

function isGalleryImage(value: unknown): value is GalleryImage {
  return typeof value === "object" && value !== null && typeof (value as GalleryImage).image === "string";
}

/** The gallery JSON call of the specification: the same address as the page, asked for JSON. */
async function fetchGallery(): Promise<GalleryImage[]> {
  const response = await fetch("/gallery", { headers: { "Cache-Control": "no-cache", Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP error! Status: ${response.status}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data)) throw new Error("Backend response is not an array");
  return data.filter(isGalleryImage);
}

/**
 * The gallery grid (2, 3 or 4 square columns) and its lightbox. The server renders the items;
 * the loading and Retry states serve a failed server read (public-site.md §8).
 */
export function GalleryView({ initialItems, initialError }: { initialItems: GalleryImage[]; initialError: string | null }) {
  const [state, setState] = useState<State>(initialError === null ? { status: "ready", items: initialItems } : { status: "error", message: initialError });
  const [open, setOpen] = useState<number | null>(null);

  const retry = async () => {
    setState({ status: "loading" });
    try {
      setState({ status: "ready", items: await fetchGallery() });
    } catch (error) {
      console.warn("Gallery request failed:", error);
      setState({ status: "error", message: error instanceof Error && error.message ? error.message : "Unknown error" });
    }
  };

  if (state.status === "loading") {
    return (
      <p role="status" className="mt-12 flex items-center justify-center gap-3 py-16 text-lg text-neutral-600">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-leaf-600 border-t-transparent" />
        Loading gallery...
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="mx-auto mt-12 max-w-xl rounded-[1.75rem] border border-red-200 bg-red-50 p-8 text-center">
        <Icon icon={CircleAlert} className="mx-auto size-8 text-red-700" />
        <p className="mt-3 text-red-800">Failed to load gallery images: {state.message}</p>
        <button type="button" onClick={retry} className={`${BUTTON.primary} mt-6`}>
          Retry
        </button>
      </div>
    );
  }
  if (state.items.length === 0) {
    return <p className="mt-12 rounded-[1.75rem] border border-dashed border-leaf-900/20 bg-leaf-50/50 px-6 py-16 text-center text-lg text-neutral-600">No images available in the gallery.</p>;
  }

  const images = state.items.filter((item) => !isPdf(item.image));
  return (
    <>
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {state.items.map((item, position) => {
          const tile = "group relative block aspect-square w-full overflow-hidden rounded-2xl bg-leaf-50 ring-1 ring-leaf-900/5 sm:rounded-3xl";
          if (isPdf(item.image)) {
            return (
              <li key={item.id}>
                <a href={item.image} target="_blank" rel="noopener noreferrer" className={tile}>
                  <PdfTile label={`Gallery document ${position + 1} (PDF, opens in a new tab)`} />
                </a>
              </li>
            );
          }
          const imageIndex = images.indexOf(item);
          return (
            <li key={item.id}>
              <button type="button" onClick={() => setOpen(imageIndex)} className={tile} aria-label={`Open image ${imageIndex + 1} of ${images.length}`}>
                <ImageWithFallback
                  src={item.image}
                  alt={typeof item.image_alt === "string" ? item.image_alt : ""}
                  fill
                  sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                  preload={position === 0}
                  loading={position < 4 ? "eager" : "lazy"}
                  fallback="hero"
                  className="object-cover transition duration-700 group-hover:scale-105"
                />
                <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-leaf-950/0 transition group-hover:bg-leaf-950/35">
                  <span className="inline-flex size-12 scale-75 items-center justify-center rounded-full bg-white/90 text-leaf-900 opacity-0 transition group-hover:scale-100 group-hover:opacity-100">
                    <Icon icon={Maximize2} className="size-5" />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <GalleryLightbox images={images} index={open} onChange={setOpen} />
    </>
  );
}
