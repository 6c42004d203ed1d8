"use client";

import { useId, useRef, type KeyboardEvent } from "react";
import { CarouselDots } from "../ui/carousel-dots";
import { CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";
import { useCarousel } from "../ui/use-carousel";

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

const INTERVAL_MS = 8000;
const START_INDEX = 1;

/**
 * 'Our MileStone': three years as tabs on a line. Starts on 2023 and moves on every 8 s,
 * cycling (spec §4); a year or a dot selects directly; hover, focus and reduced motion stop it.
 */
export function MilestoneTimeline({ milestones }: { milestones: Milestone[] }) {
  const id = useId();
  const count = milestones.length;
  const carousel = useCarousel({ count, intervalMs: INTERVAL_MS, start: START_INDEX });
  const { index, go } = carousel;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    go(next);
    tabs.current[next]?.focus();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-earth-50 py-20 sm:py-28"
      {...carousel.pauseOnInteraction}
    >
      <div className={CONTAINER}>
        <SectionHeading id={`${id}-title`} eyebrow="Timeline" title="Our MileStone" intro="From a question in Rajkot to packaging used across India." />

        <div className="relative mx-auto mt-14 max-w-3xl">
          <div aria-hidden="true" className="absolute top-1/2 right-8 left-8 h-0.5 -translate-y-1/2 bg-leaf-900/10">
            <div className="h-full bg-leaf-600 transition-[width] duration-700" style={{ width: `${(index / Math.max(1, count - 1)) * 100}%` }} />
          </div>
          <div role="tablist" aria-label="Milestone years" className="relative flex justify-between" onKeyDown={onTabKey}>
            {milestones.map((milestone, i) => {
              const selected = i === index;
              return (
                <button
                  key={milestone.year}
                  ref={(element) => {
                    tabs.current[i] = element;
                  }}
                  id={`${id}-tab-${i}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={`${id}-panel-${i}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => go(i)}
                  className={`rounded-full px-5 py-2.5 font-display text-lg font-semibold transition duration-300 sm:px-7 sm:text-xl ${
                    selected ? "scale-110 bg-leaf-700 text-white shadow-lg shadow-leaf-700/30" : "bg-white text-leaf-900 ring-1 ring-leaf-900/10 hover:bg-leaf-50"
                  }`}
                >
                  {milestone.year}
                </button>
              );
            })}
          </div>
        </div>

        {/* Every year's text is in the HTML (crawlers, no JavaScript), stacked in one grid cell so
            the card keeps the height of the longest and the page never jumps on a change. */}
        <div className="mx-auto mt-10 grid max-w-3xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-leaf-950/5 ring-1 ring-leaf-900/5 sm:p-12">
        {milestones.map((milestone, i) => (
          <div
            key={milestone.year}
            id={`${id}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${i}`}
            className={`col-start-1 row-start-1 ${i === index ? "" : "invisible"}`}
          >
            <div className={i === index ? "animate-fade-up" : ""}>
              <p
                aria-hidden="true"
                data-year={milestone.year}
                className="font-display text-5xl font-semibold text-leaf-100 before:content-[attr(data-year)] sm:text-6xl"
              />
              <h3 className="-mt-4 font-display text-2xl font-semibold text-leaf-950 sm:text-3xl">{milestone.title}</h3>
              <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-neutral-600">{milestone.text}</p>
            </div>
          </div>
        ))}
        </div>

        <div className="mt-6 flex justify-center">
          <CarouselDots labels={milestones.map((milestone) => `Show ${milestone.year}: ${milestone.title}`)} index={index} onSelect={go} tone="leaf" />
        </div>
      </div>
    </section>
  );
}
