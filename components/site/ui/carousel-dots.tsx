import { CAROUSEL_TONES, type CarouselTone } from "./carousel-tone";

interface Props {
  /** One accessible name per item, e.g. "Go to slide 2: Compostable bags". */
  labels: string[];
  index: number;
  onSelect: (index: number) => void;
  tone: CarouselTone;
}

/** A row of dots, one per item: 32 px targets around a small pill; the current one is wider. */
export function CarouselDots({ labels, index, onSelect, tone }: Props) {
  const colours = CAROUSEL_TONES[tone];
  return (
    <div className="flex items-center">
      {labels.map((label, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={label}
          aria-current={i === index ? "true" : undefined}
          className="group inline-flex size-8 items-center justify-center"
        >
          <span className={`block h-2 rounded-full transition-all duration-300 ${i === index ? `w-7 ${colours.dotCurrent}` : `w-2 ${colours.dot}`}`} />
        </button>
      ))}
    </div>
  );
}
