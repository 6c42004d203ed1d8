// Reads a User-Agent header as people name browsers ("Firefox on Windows"). Version numbers are
// left out on purpose: a browser updating itself stays the same browser for the new-browser mail.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const first = (table: ReadonlyArray<[RegExp, string]>, userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Linux", "Firefox", "Safari on iOS"; a client that is no known browser is shown by its own first word ("curl/8.5.0"), or "Unknown browser". */
export function browserLabel(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser) return system ? `${browser} on ${system}` : browser;
  const product = userAgent.trim().split(/\s+/)[0]?.slice(0, 60);
  return product ? (system ? `${product} on ${system}` : product) : "Unknown browser";
}

/** What two sign-ins must share to count as the same browser: its family and system, else the exact header. */
export function browserKey(userAgent: string): string {
  return first(BROWSERS, userAgent) ? browserLabel(userAgent) : userAgent.trim();
}
