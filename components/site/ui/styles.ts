/** Shared class lists of the public site, so buttons and containers look the same everywhere. */
export const CONTAINER = "mx-auto w-full max-w-7xl px-5 sm:px-8";

const BUTTON_BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold tracking-wide transition duration-200 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60";

export const BUTTON = {
  primary: `${BUTTON_BASE} bg-leaf-700 text-white shadow-lg shadow-leaf-900/15 hover:bg-leaf-800 hover:shadow-leaf-900/25`,
  light: `${BUTTON_BASE} bg-white text-leaf-900 shadow-lg shadow-black/10 hover:bg-leaf-50`,
  outline: `${BUTTON_BASE} border border-leaf-700/30 bg-white/70 text-leaf-800 hover:border-leaf-700 hover:bg-leaf-50`,
  ghostLight: `${BUTTON_BASE} border border-white/40 text-white hover:bg-white/10`,
} as const;

/** Round icon-only buttons (arrows, close). */
export const ICON_BUTTON =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full transition duration-200 disabled:cursor-not-allowed disabled:opacity-50";
