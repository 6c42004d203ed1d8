"use client";

import { ChevronLeft, ChevronRight, X } from "lucide";
import type { KeyboardEvent } from "react";
import type { PublicRow } from "@/lib/content/public-row";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { useSwipe } from "../ui/use-swipe";
import { ICON_BUTTON } from "../ui/styles";

interface Props {
  images: PublicRow<"gallery">[];
  /** The open image, or null when closed. */
  index: number | null;
  onChange: (index: number | null) => void;
}

/** Full-screen view of one gallery image; previous and next wrap at both ends, arrow keys move. */
export function GalleryLightbox({ images, index, onChange }: Props) {
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? images[index] : null;
  const step = (delta: number) => {
    if (index !== null) onChange((index + delta + count) % count);
  };
  const swipe = useSwipe(step);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <Dialog open={open} onClose={() => onChange(null)} label="Gallery image viewer" placement="full" onKeyDown={onKeyDown} className="relative flex h-full w-full flex-col bg-leaf-950/95 text-white">
      {current && index !== null && (
        <>
          <div className="flex items-center justify-between px-4 py-3 sm:px-6">
            <p className="text-sm font-semibold text-leaf-100" aria-live="polite">
              Image {index + 1} of {count}
            </p>
            <button type="button" onClick={() => onChange(null)} aria-label="Close" className={`${ICON_BUTTON} bg-white/10 hover:bg-white/20`}>
              <Icon icon={X} />
            </button>
          </div>
          <div className="relative flex-1 touch-pan-y" {...(count > 1 ? swipe : {})}>
            <div className="absolute inset-4 sm:inset-x-20 sm:inset-y-6">
              <ImageWithFallback
                key={current.id}
                src={current.image}
                alt={current.image_alt || `Gallery image ${index + 1} of ${count}`}
                fill
                sizes="100vw"
                fallback="hero"
                className="object-contain"
              />
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label="Previous image"
                  className={`${ICON_BUTTON} absolute top-1/2 left-2 size-12 -translate-y-1/2 bg-white/10 backdrop-blur hover:bg-white/25 sm:left-5`}
                >
                  <Icon icon={ChevronLeft} className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label="Next image"
                  className={`${ICON_BUTTON} absolute top-1/2 right-2 size-12 -translate-y-1/2 bg-white/10 backdrop-blur hover:bg-white/25 sm:right-5`}
                >
                  <Icon icon={ChevronRight} className="size-6" />
                </button>
              </>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
