import type { PublicRow } from "../public-row";

/** One figure of 'Achievements': a stored counter or a default. */
export type Figure = Pick<PublicRow<"counters">, "title" | "counter_value">;

const DEFAULT_FIGURES: Figure[] = [
  { title: "Clients", counter_value: 500 },
  { title: "Projects", counter_value: 200 },
  { title: "Products", counter_value: 800 },
  { title: "Awards", counter_value: 300 },
];

/** The four figures shown: the stored counters first, topped up with the defaults (spec §7). */
export function achievementFigures(counters: Figure[]): Figure[] {
  return [...counters, ...DEFAULT_FIGURES].slice(0, 4);
}
