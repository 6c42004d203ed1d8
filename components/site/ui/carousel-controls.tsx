import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { CarouselDots } from "./carousel-dots";
import { CAROUSEL_TONES, type CarouselTone } from "./carousel-tone";
import { Icon } from "@/components/ui/icon";
import { ICON_BUTTON } from "./styles";
import type { useCarousel } from "./use-carousel";

interface Props {
  carousel: ReturnType<typeof useCarousel>;
  /** What one item is called in the buttons' names: "slide", "testimonial". */
  noun: string;
  /** What the play and pause buttons act on: "slideshow", "testimonials". */
  playNoun: string;
  dotLabels: string[];
  tone: CarouselTone;
  className?: string;
}

/** Previous, the dots, next, and a pause button (absent when the visitor prefers reduced motion). */
export function CarouselControls({ carousel, noun, playNoun, dotLabels, tone, className = "" }: Props) {
  const colours = CAROUSEL_TONES[tone];
  const { index, go, userPaused, togglePause, reducedMotion } = carousel;
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <button type="button" onClick={() => go(index - 1)} aria-label={`Previous ${noun}`} className={`${ICON_BUTTON} ${colours.arrow}`}>
        <Icon icon={ChevronLeft} />
      </button>
      <CarouselDots labels={dotLabels} index={index} onSelect={go} tone={tone} />
      <button type="button" onClick={() => go(index + 1)} aria-label={`Next ${noun}`} className={`${ICON_BUTTON} ${colours.arrow}`}>
        <Icon icon={ChevronRight} />
      </button>
      {!reducedMotion && (
        <button
          type="button"
          onClick={togglePause}
          aria-label={userPaused ? `Play ${playNoun}` : `Pause ${playNoun}`}
          className={`${ICON_BUTTON} ${colours.pause}`}
        >
          <Icon icon={userPaused ? Play : Pause} className="size-4" />
        </button>
      )}
    </div>
  );
}
