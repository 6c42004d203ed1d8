"use client";

import { useState } from "react";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { isPdf } from "../ui/is-pdf";
import { PdfTile } from "../ui/pdf-tile";

/**
 * A product's large image and the thumbnails (main image plus up to four extras) that swap it.
 * `alts` holds each image's alternative text; an empty one gets the generic text.
 */
export function ProductImageGallery({ title, images, alts = [] }: { title: string; images: string[]; alts?: string[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  // null until a thumbnail is chosen: the first image then shows without an entrance animation,
  // which would otherwise delay the page's largest paint.
  const shown = selected ?? 0;
  const current = images[shown] ?? images[0];
  return (
    <div>
      <div className="relative aspect-square overflow-hidden rounded-[2rem] bg-leaf-50 shadow-xl shadow-leaf-950/10 ring-1 ring-leaf-900/5">
        {isPdf(current) ? (
          <a href={current} target="_blank" rel="noopener noreferrer" className="absolute inset-0">
            <PdfTile label={`${title}: view the PDF (opens in a new tab)`} />
          </a>
        ) : (
          <ImageWithFallback
            key={current}
            src={current}
            alt={alts[shown] || (images.length > 1 ? `${title}, image ${shown + 1} of ${images.length}` : title)}
            fill
            preload={selected === null}
            decoding={selected === null ? "sync" : "async"}
            sizes="(min-width: 1024px) 560px, 100vw"
            fallback="hero"
            className={`object-cover ${selected === null ? "" : "animate-fade-up"}`}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-5 gap-3" aria-label="Product images">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                className={`relative block aspect-square w-full overflow-hidden rounded-2xl bg-leaf-50 ring-2 transition ${
                  index === shown ? "ring-leaf-600" : "ring-transparent opacity-75 hover:opacity-100"
                }`}
              >
                {isPdf(image) ? <PdfTile label="PDF" compact /> : <ImageWithFallback src={image} alt={alts[index] ?? ""} fill sizes="110px" fallback="hero" className="object-cover" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
