"use client";

import { Award, Briefcase, Package, Users, type IconNode } from "lucide";
import { useEffect, useRef, useState } from "react";
import type { Figure } from "@/lib/content/public/achievement-figures";
import { Icon } from "@/components/ui/icon";
import { CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";

const STEP = 5;
const TICK_MS = 30;
const VISIBLE_RATIO = 0.2;
const ICONS: IconNode[] = [Users, Briefcase, Package, Award];

/**
 * 'Achievements': the server HTML carries the final figures (crawlers, no JavaScript). In the
 * browser they restart from 0 and count up by 5 every 30 ms once the section is 20% visible,
 * once only; with reduced motion they stay at their final values.
 */
export function AchievementCounters({ figures }: { figures: Figure[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState(() => figures.map((figure) => figure.counter_value));

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const targets = figures.map((figure) => figure.counter_value);
    let timer = 0;
    let current = targets.map(() => 0);
    const count = () => {
      current = current.map((value, i) => Math.min(targets[i], value + STEP));
      setValues(current);
      if (current.every((value, i) => value >= targets[i])) window.clearInterval(timer);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setInterval(count, TICK_MS);
      },
      { threshold: VISIBLE_RATIO },
    );
    // Below the fold, start from 0 so the count is seen; already in view, it plays from 0 at once.
    setValues(targets.map(() => 0));
    observer.observe(section);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [figures]);

  return (
    <section ref={sectionRef} aria-labelledby="achievements-title" className="relative overflow-hidden bg-leaf-800 py-20 text-white sm:py-24">
      <div aria-hidden="true" className="absolute -top-24 -left-24 size-96 rounded-full bg-leaf-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-20 -bottom-32 size-96 rounded-full bg-leaf-950/50 blur-3xl" />
      <div className={`${CONTAINER} relative`}>
        <SectionHeading id="achievements-title" eyebrow="Our record" title="Achievements" tone="dark" />
        <ul data-reveal className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {figures.map((figure, index) => (
            <li key={`${figure.title}-${index}`} className="rounded-[1.75rem] border border-white/10 bg-white/5 p-6 text-center backdrop-blur-sm sm:p-8">
              <Icon icon={ICONS[index % ICONS.length]} className="mx-auto size-7 text-leaf-300" />
              <p className="mt-4 font-display text-4xl font-semibold tabular-nums sm:text-5xl">
                <span className="sr-only">{`${figure.counter_value}+`}</span>
                <span aria-hidden="true" data-counter-target={figure.counter_value}>
                  {values[index]}+
                </span>
              </p>
              <p className="mt-2 text-sm font-semibold tracking-wide text-leaf-100/85 uppercase">{figure.title}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
