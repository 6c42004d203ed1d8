/** Colours of carousel controls: `light` over photographs, `leaf` on pale sections. */
export const CAROUSEL_TONES = {
  light: {
    arrow: "border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20",
    pause: "text-white/85 hover:bg-white/10 hover:text-white",
    dot: "bg-white/50 group-hover:bg-white/80",
    dotCurrent: "bg-white",
  },
  leaf: {
    arrow: "border border-leaf-700/20 bg-white text-leaf-800 hover:bg-leaf-50",
    pause: "text-leaf-800 hover:bg-leaf-50",
    dot: "bg-leaf-700/30 group-hover:bg-leaf-700/60",
    dotCurrent: "bg-leaf-700",
  },
} as const;

export type CarouselTone = keyof typeof CAROUSEL_TONES;
