/** The company mark and wordmark; `tone` follows the background it sits on. */
export function BrandLogo({ name, tone = "dark", className = "" }: { name: string; tone?: "dark" | "light"; className?: string }) {
  const [first, ...rest] = name.split(" ");
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="20" className={tone === "light" ? "fill-white/15" : "fill-leaf-700"} />
        <path d="M12 27c0-9 6-15 17-15-1 10-6 16-14 16" fill="none" stroke={tone === "light" ? "#bbe3c2" : "#dcf1df"} strokeWidth="2.4" strokeLinecap="round" />
        <path d="M11 30c3-5 7-9 12-12" fill="none" stroke={tone === "light" ? "#ffffff" : "#ffffff"} strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`font-display text-xl font-semibold tracking-tight ${tone === "light" ? "text-white" : "text-leaf-900"}`}>{first}</span>
        {rest.length > 0 && (
          <span className={`mt-0.5 text-[0.62rem] font-semibold tracking-[0.28em] uppercase ${tone === "light" ? "text-leaf-200" : "text-earth-700"}`}>{rest.join(" ")}</span>
        )}
      </span>
    </span>
  );
}
