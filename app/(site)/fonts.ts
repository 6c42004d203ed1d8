import localFont from "next/font/local";

// Self-hosted variable fonts (no Google fonts at build time), exposed as the theme's own
// --font-display and --font-sans variables inside the public layout only.
export const displayFont = localFont({
  src: "../../public/fonts/fraunces-variable.woff2",
  variable: "--font-display",
  weight: "100 900",
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
