import { ArrowRight, Eye, Heart, Target, type IconNode } from "lucide";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { BUTTON, CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";

const CARDS: { title: string; icon: IconNode; text: string }[] = [
  {
    title: "Our Mission",
    icon: Target,
    text: "Replace single-use plastic with certified compostable packaging that performs just as well and costs no more to use.",
  },
  {
    title: "Our Vision",
    icon: Eye,
    text: "A future where every bag and wrap returns to the soil it came from, and no landfill or ocean has to carry our waste.",
  },
  {
    title: "Our Values",
    icon: Heart,
    text: "Honest certification, consistent quality in every batch, and long-term partnerships with the businesses we supply.",
  },
];

/** The About Us strip of the home page: mission, vision, values, and a way to the About page. */
export function AboutCardStrip({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const CardTitle = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="about-strip-title" className="py-20 sm:py-28">
      <div className={CONTAINER}>
        <SectionHeading
          id="about-strip-title"
          eyebrow="About Us"
          title="Packaging that gives back to the earth"
          intro="From our plant in Rajkot we make compostable carry bags and film sheets for shops, brands and cities that are ready to leave plastic behind."
        />
        <ul data-reveal className="mt-14 grid gap-6 md:grid-cols-3">
          {CARDS.map((card, index) => (
            <li
              key={card.title}
              className="group relative overflow-hidden rounded-[1.75rem] border border-leaf-900/10 bg-white p-8 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-leaf-600/30 hover:shadow-xl hover:shadow-leaf-900/10"
            >
              {/* Generated content: a decorative numeral, not text to be read or contrast-checked. */}
              <span
                aria-hidden="true"
                data-numeral={`0${index + 1}`}
                className="absolute -top-6 -right-2 font-display text-8xl font-bold text-leaf-50 transition group-hover:text-leaf-100 before:content-[attr(data-numeral)]"
              />
              <span className="relative inline-flex size-14 items-center justify-center rounded-2xl bg-leaf-700 text-white shadow-lg shadow-leaf-700/30">
                <Icon icon={card.icon} className="size-7" />
              </span>
              <CardTitle className="relative mt-6 font-display text-2xl font-semibold text-leaf-950">{card.title}</CardTitle>
              <p className="relative mt-3 leading-relaxed text-neutral-600">{card.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link href="/about" className={BUTTON.outline}>
            Learn More About Our Journey
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
