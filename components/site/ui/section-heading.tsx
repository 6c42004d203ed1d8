import type { ReactNode } from "react";

interface Props {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "start";
  tone?: "light" | "dark";
}

/** Eyebrow, serif h2 and intro: the opening of every content section. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center", tone = "light" }: Props) {
  const centered = align === "center";
  const dark = tone === "dark";
  return (
    <div data-reveal className={`max-w-2xl ${centered ? "mx-auto text-center" : ""}`}>
      {eyebrow && (
        <p className={`mb-3 inline-flex items-center gap-2 text-xs font-bold tracking-[0.2em] uppercase ${dark ? "text-leaf-300" : "text-leaf-700"}`}>
          <span aria-hidden="true" className={`h-px w-8 ${dark ? "bg-leaf-300" : "bg-leaf-600"}`} />
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl ${dark ? "text-white" : "text-leaf-950"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-base leading-relaxed text-pretty sm:text-lg ${dark ? "text-leaf-100/85" : "text-neutral-600"}`}>{intro}</p>}
    </div>
  );
}
