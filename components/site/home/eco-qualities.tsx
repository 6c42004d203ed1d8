"use client";

import { Award, Droplet, Package, Recycle, ShieldCheck, Sprout, type IconNode } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";
import { usePrefersReducedMotion } from "../ui/use-prefers-reduced-motion";

const QUALITIES: { title: string; icon: IconNode; text: string }[] = [
  { title: "100% Compostable", icon: Recycle, text: "Breaks down into water, carbon dioxide and biomass in composting conditions, leaving no microplastics." },
  { title: "Plant-Based", icon: Sprout, text: "Made from renewable starches and bio-polymers instead of fossil fuels." },
  { title: "Strong & Durable", icon: ShieldCheck, text: "Tested load capacity and puncture resistance for everyday retail and kitchen use." },
  { title: "Food Safe", icon: Droplet, text: "Safe for direct contact with fruit, vegetables, bakery goods and takeaway food." },
  { title: "Certified Quality", icon: Award, text: "Certified to international compostability standards, with batch-wise quality checks." },
  { title: "Custom Printing", icon: Package, text: "Your brand in up to four colours with eco-friendly inks, in the sizes you need." },
];

const CYCLE_MS = 3000;

/** 'Eco Qualities': six cards; the hovered one is highlighted, otherwise the highlight moves every 3 s. */
export function EcoQualities() {
  const [cycled, setCycled] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (hovered !== null || reducedMotion) return;
    const timer = window.setInterval(() => setCycled((current) => (current + 1) % QUALITIES.length), CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [hovered, reducedMotion]);

  const highlighted = hovered ?? cycled;
  return (
    <section aria-labelledby="qualities-title" className="bg-earth-50 py-20 sm:py-28">
      <div className={CONTAINER}>
        <SectionHeading
          id="qualities-title"
          eyebrow="Why compostable"
          title="Eco Qualities"
          intro="Everything you expect from packaging, without the part that lasts five hundred years."
        />
        <ul data-reveal className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {QUALITIES.map((quality, index) => {
            const active = index === highlighted;
            return (
              <li
                key={quality.title}
                data-highlighted={active}
                onMouseEnter={() => setHovered(index)}
                onMouseLeave={() => setHovered(null)}
                className={`rounded-[1.75rem] border p-7 transition-all duration-500 ${
                  active ? "-translate-y-1 border-leaf-700 bg-leaf-700 text-white shadow-xl shadow-leaf-800/25" : "border-leaf-900/10 bg-white text-neutral-900 shadow-sm"
                }`}
              >
                <span
                  className={`inline-flex size-13 items-center justify-center rounded-2xl transition-colors duration-500 ${
                    active ? "bg-white/15 text-white" : "bg-leaf-50 text-leaf-700"
                  }`}
                >
                  <Icon icon={quality.icon} className="size-6.5" />
                </span>
                <h3 className={`mt-5 font-display text-xl font-semibold transition-colors duration-500 ${active ? "text-white" : "text-leaf-950"}`}>{quality.title}</h3>
                <p className={`mt-2.5 leading-relaxed transition-colors duration-500 ${active ? "text-leaf-50/90" : "text-neutral-600"}`}>{quality.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
