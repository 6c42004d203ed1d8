"use client";

import { ChevronLeft, ChevronRight, Maximize2, X } from "lucide";
import { useEffect, useState } from "react";
import type { PublicRow } from "@/lib/content/public-row";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { ICON_BUTTON } from "../ui/styles";
import { useSwipe } from "../ui/use-swipe";
import { INVALID_PDF, resolvePdfSource } from "./resolve-pdf-source";
import { useScreenshotGuard } from "./use-screenshot-guard";

type Viewer = { status: "loading" } | { status: "ready"; src: string } | { status: "error"; message: string };

const PER_VIEW_CLASSES = ["", "hidden md:block", "hidden lg:block"];

function ScreenshotWarning() {
  return (
    <div role="alert" className="fixed inset-0 z-[70] flex items-center justify-center bg-black p-6 text-center text-xl font-semibold text-white">
      Screenshot detected! Content hidden.
    </div>
  );
}

/**
 * The certificates carousel (previous and next wrap; one, two or three cards by width) and the
 * modal that shows a certificate's PDF with the toolbar hidden and the context menu blocked.
 */
export function CertificateViewer({ certificates }: { certificates: PublicRow<"certificates">[] }) {
  const count = certificates.length;
  const [start, setStart] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const [viewer, setViewer] = useState<Viewer>({ status: "loading" });
  const screenshot = useScreenshotGuard();
  const opened = certificates.find((certificate) => certificate.id === openId) ?? null;

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    resolvePdfSource(opened.pdf_file).then(
      (src) => !cancelled && setViewer({ status: "ready", src }),
      (error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof Error ? error.message : "";
        setViewer({ status: "error", message: reason === INVALID_PDF ? INVALID_PDF : `Failed to load PDF: ${reason || "Please try again later."}` });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [opened]);

  const open = (id: number) => {
    setViewer({ status: "loading" });
    setOpenId(id);
  };
  const step = (delta: number) => setStart((start + delta + count) % count);
  const swipe = useSwipe(step);
  const visible = Array.from({ length: Math.min(3, count) }, (_, k) => certificates[(start + k) % count]);

  if (count === 0) {
    return <p className="rounded-[1.75rem] border border-dashed border-leaf-900/20 bg-leaf-50/50 px-6 py-16 text-center text-lg text-neutral-600">No certificates available.</p>;
  }

  return (
    <div onContextMenu={(event) => event.preventDefault()}>
      <div role="region" aria-roledescription="carousel" aria-label="Certificates" className="relative touch-pan-y" {...(count > 1 ? swipe : {})}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-live="polite">
          {visible.map((certificate, k) => (
            <li key={`${certificate.id}-${k}`} className={PER_VIEW_CLASSES[k]}>
              <button
                type="button"
                onClick={() => open(certificate.id)}
                className="group block w-full overflow-hidden rounded-[1.75rem] bg-white text-left shadow-sm ring-1 ring-leaf-900/10 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-leaf-900/10"
              >
                <span className="relative block aspect-[8/11] overflow-hidden bg-earth-50">
                  <ImageWithFallback
                    src={certificate.cover_image}
                    alt={certificate.cover_image_alt}
                    fill
                    sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
                    loading={k === 0 ? "eager" : "lazy"}
                    fetchPriority={k === 0 ? "high" : "auto"}
                    fallback="hero"
                    className="object-cover transition duration-700 select-none group-hover:scale-[1.03]"
                    draggable={false}
                  />
                </span>
                <span className="flex items-center justify-between gap-3 p-6">
                  <span>
                    <span className="block font-display text-xl font-semibold text-leaf-950">{`Certificate ${certificate.id}`}</span>
                    <span className="mt-1 block text-sm font-semibold text-leaf-700">View certificate</span>
                  </span>
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 transition group-hover:bg-leaf-700 group-hover:text-white">
                    <Icon icon={Maximize2} className="size-4" />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <div className="mt-10 flex items-center justify-center gap-4">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous certificate"
              className={`${ICON_BUTTON} border border-leaf-700/20 bg-white text-leaf-800 shadow-sm hover:bg-leaf-50`}
            >
              <Icon icon={ChevronLeft} />
            </button>
            <p className="min-w-16 text-center text-sm font-semibold text-neutral-600">
              {start + 1} / {count}
            </p>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next certificate"
              className={`${ICON_BUTTON} border border-leaf-700/20 bg-white text-leaf-800 shadow-sm hover:bg-leaf-50`}
            >
              <Icon icon={ChevronRight} />
            </button>
          </div>
        )}
      </div>

      <Dialog
        open={opened !== null}
        onClose={() => setOpenId(null)}
        labelledBy="certificate-title"
        className="flex h-[85vh] w-full max-w-4xl flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-2xl"
      >
        {opened && (
          <div className="flex h-full flex-col" onContextMenu={(event) => event.preventDefault()}>
            <div className="flex items-center justify-between border-b border-neutral-100 px-6 py-3">
              <h2 id="certificate-title" className="font-display text-xl font-semibold text-leaf-950">
                {`Certificate ${opened.id}`}
              </h2>
              <button type="button" onClick={() => setOpenId(null)} aria-label="Close" className={`${ICON_BUTTON} text-neutral-700 hover:bg-neutral-100`}>
                <Icon icon={X} />
              </button>
            </div>
            <div className="relative flex-1 bg-neutral-100">
              {viewer.status === "loading" && (
                <p role="status" className="absolute inset-0 flex items-center justify-center gap-3 text-neutral-600">
                  <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-leaf-600 border-t-transparent" />
                  Loading certificate...
                </p>
              )}
              {viewer.status === "error" && (
                <p role="alert" className="absolute inset-0 flex items-center justify-center p-8 text-center text-red-800">
                  {viewer.message}
                </p>
              )}
              {viewer.status === "ready" && (
                <iframe
                  src={`${viewer.src}#toolbar=0&navpanes=0`}
                  title={`Certificate ${opened.id} (PDF)`}
                  className="absolute inset-0 size-full"
                  onError={() => setViewer({ status: "error", message: "Browser failed to load the PDF." })}
                />
              )}
            </div>
            {screenshot && <ScreenshotWarning />}
          </div>
        )}
      </Dialog>
      {screenshot && opened === null && <ScreenshotWarning />}
    </div>
  );
}
