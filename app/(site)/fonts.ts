import localFont from "next/font/local";

// Self-hosted fonts (no Google fonts at build time), exposed as the theme's own --font-display and
// --font-sans variables inside the public layout only. Both are preloaded, so every byte counts
// against a phone's first paint: the display face is only ever set semibold, so it ships as one
// static 600 instance (fontTools varLib.instancer wght=600, then subset without hinting or glyph
// names: 17 KB instead of the variable file's 37 KB); the body face keeps its 400-700 axis.
export const displayFont = localFont({
  src: "../../public/fonts/fraunces-semibold.woff2",
  variable: "--font-display",
  weight: "600",
  display: "swap",
  fallback: ["Georgia", "Cambria", "Times New Roman", "serif"],
});

export const bodyFont = localFont({
  src: "../../public/fonts/instrument-sans-variable.woff2",
  variable: "--font-sans",
  weight: "400 700",
  display: "swap",
  fallback: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Arial", "sans-serif"],
});
