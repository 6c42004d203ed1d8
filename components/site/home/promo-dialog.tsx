"use client";

import { ExternalLink, FileText, Leaf, X } from "lucide";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { ICON_BUTTON } from "../ui/styles";
import type { PromoCertificate } from "./promo-popup";

/** The promotion's dialog itself, in its own chunk: fetched when it opens, not with the page. */
export function PromoDialog({ open, onClose, image, certificates }: { open: boolean; onClose: () => void; image: string; certificates: PromoCertificate[] }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="promo-title"
      describedBy="promo-text"
      className="relative grid w-full max-w-3xl overflow-hidden rounded-[2rem] bg-white shadow-2xl transition duration-300 starting:scale-95 starting:opacity-0 sm:grid-cols-[1.05fr_1fr]"
    >
      <div className="relative isolate flex min-h-56 flex-col justify-end overflow-hidden bg-leaf-900 p-7 text-white sm:min-h-[26rem]">
        <ImageWithFallback src={image} alt="" fill sizes="(min-width: 640px) 400px, 100vw" fallback="hero" className="-z-20 object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-leaf-950 via-leaf-950/60 to-leaf-950/20" />
        <span className="absolute top-6 left-6 inline-flex -rotate-6 items-center gap-1.5 rounded-full border-2 border-dashed border-leaf-200 bg-leaf-600/90 px-4 py-1.5 text-xs font-bold tracking-[0.2em] text-white uppercase shadow-lg">
          <Icon icon={Leaf} className="size-3.5" />
          ECO-FRIENDLY
        </span>
        <h2 id="promo-title" className="font-display text-4xl leading-none font-semibold tracking-tight sm:text-5xl">
          I AM NOT A PLASTIC
        </h2>
      </div>
      <div className="flex flex-col justify-center gap-5 p-7 sm:p-9">
        <button type="button" onClick={onClose} aria-label="Close" className={`${ICON_BUTTON} absolute top-3 right-3 bg-white/90 text-neutral-700 shadow hover:bg-neutral-100 sm:text-neutral-700`}>
          <Icon icon={X} />
        </button>
        <p className="text-xs font-bold tracking-[0.2em] text-leaf-700 uppercase">Certified compostable</p>
        <p id="promo-text" className="text-base leading-relaxed text-neutral-700">
          Our carry bags look and carry like plastic, but they are made from plants and turn back into soil in a compost heap within months. See the
          certificates for yourself.
        </p>
        <ul className="space-y-3">
          {certificates.map((certificate) => (
            <li key={certificate.href}>
              <a
                href={certificate.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-3 rounded-2xl border border-leaf-700/15 bg-leaf-50 px-4 py-3 text-sm font-semibold text-leaf-900 transition hover:border-leaf-600 hover:bg-leaf-100"
              >
                <Icon icon={FileText} className="size-5 shrink-0 text-leaf-700" />
                <span className="flex-1">{certificate.label}</span>
                <Icon icon={ExternalLink} className="size-4 text-leaf-700 transition group-hover:translate-x-0.5" />
                <span className="sr-only">(PDF, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
