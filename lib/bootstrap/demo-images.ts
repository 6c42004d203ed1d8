import sharp from "@/lib/uploads/image-codec";

/** Illustrations for the demo content, drawn as SVG and rasterised by sharp (no network). */

export interface Palette {
  sky: [string, string];
  hill: [string, string];
  accent: string;
}

export const PALETTES: Palette[] = [
  { sky: ["#dcefd9", "#9fd3a6"], hill: ["#2f7d45", "#1c4b28"], accent: "#f4e3b5" },
  { sky: ["#f3ead8", "#d8c29a"], hill: ["#6d8f3c", "#3c5a22"], accent: "#fff7e0" },
  { sky: ["#d6ecef", "#9ccbc8"], hill: ["#2b7a6b", "#174a40"], accent: "#e8f6e1" },
  { sky: ["#eef3d6", "#c5d98a"], hill: ["#58823a", "#2e4f1d"], accent: "#fdf3d2" },
];

function leaf(x: number, y: number, size: number, angle: number, color: string, opacity = 0.9): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size / 100})" opacity="${opacity}">
    <path d="M0 0 C 30 -60, 90 -60, 100 0 C 90 60, 30 60, 0 0 Z" fill="${color}"/>
    <path d="M4 0 L 92 0" stroke="rgba(255,255,255,0.55)" stroke-width="4" fill="none"/>
  </g>`;
}

function random(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** A landscape of hills and drifting leaves. */
export function landscapeSvg(width: number, height: number, palette: Palette, seed: number): string {
  const rnd = random(seed);
  const leaves = Array.from({ length: 14 }, () =>
    leaf(rnd() * width, rnd() * height * 0.6, 40 + rnd() * 90, rnd() * 360, rnd() > 0.5 ? palette.hill[0] : palette.accent, 0.35 + rnd() * 0.4),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
      <linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.hill[0]}"/><stop offset="1" stop-color="${palette.hill[1]}"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * (0.2 + rnd() * 0.6)}" cy="${height * 0.25}" r="${height * 0.12}" fill="${palette.accent}" opacity="0.8"/>
    <path d="M0 ${height * 0.72} C ${width * 0.25} ${height * 0.55}, ${width * 0.5} ${height * 0.85}, ${width} ${height * 0.62} L ${width} ${height} L 0 ${height} Z" fill="${palette.hill[0]}" opacity="0.7"/>
    <path d="M0 ${height * 0.82} C ${width * 0.3} ${height * 0.7}, ${width * 0.7} ${height * 0.95}, ${width} ${height * 0.78} L ${width} ${height} L 0 ${height} Z" fill="url(#hill)"/>
    ${leaves}
  </svg>`;
}

/** A product shot: a compostable carry bag (or a film roll) on a soft backdrop. */
export function productSvg(width: number, height: number, palette: Palette, seed: number, shape: "bag" | "roll" | "pouch" = "bag"): string {
  const rnd = random(seed);
  const cx = width / 2;
  const cy = height / 2;
  const s = Math.min(width, height) / 100;
  const bag = `<g transform="translate(${cx - 30 * s} ${cy - 30 * s}) scale(${s})">
      <path d="M14 12 C 14 -6, 46 -6, 46 12" stroke="${palette.hill[1]}" stroke-width="3.5" fill="none"/>
      <rect x="0" y="10" width="60" height="62" rx="4" fill="${palette.hill[0]}"/>
      <rect x="0" y="10" width="60" height="8" fill="${palette.hill[1]}" opacity="0.4"/>
      ${leaf(18, 44, 24, -30, palette.accent, 0.95)}
    </g>`;
  const roll = `<g transform="translate(${cx - 36 * s} ${cy - 22 * s}) scale(${s})">
      <rect x="8" y="0" width="56" height="44" fill="${palette.hill[0]}"/>
      <ellipse cx="8" cy="22" rx="8" ry="22" fill="${palette.hill[1]}"/>
      <ellipse cx="8" cy="22" rx="3" ry="8" fill="${palette.accent}"/>
      <path d="M64 0 L 72 0 L 72 44 L 64 44 Z" fill="${palette.accent}" opacity="0.6"/>
    </g>`;
  const pouch = `<g transform="translate(${cx - 25 * s} ${cy - 32 * s}) scale(${s})">
      <path d="M4 6 L 46 6 L 50 64 L 0 64 Z" fill="${palette.hill[0]}"/>
      <rect x="4" y="6" width="42" height="6" fill="${palette.hill[1]}"/>
      ${leaf(14, 38, 22, -20, palette.accent, 0.95)}
    </g>`;
  const leaves = Array.from({ length: 6 }, () => leaf(rnd() * width, rnd() * height, 20 + rnd() * 40, rnd() * 360, palette.hill[0], 0.18)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.sky[0]}"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${leaves}
    <ellipse cx="${cx}" cy="${cy + 36 * s}" rx="${34 * s}" ry="${4 * s}" fill="#000" opacity="0.08"/>
    ${shape === "bag" ? bag : shape === "roll" ? roll : pouch}
  </svg>`;
}

/** A round avatar with initials. */
export function avatarSvg(initials: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <rect width="240" height="240" fill="${palette.hill[0]}"/>
    <circle cx="120" cy="96" r="44" fill="${palette.accent}" opacity="0.9"/>
    <path d="M40 240 C 40 170, 200 170, 200 240 Z" fill="${palette.accent}" opacity="0.9"/>
    <text x="120" y="110" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${palette.hill[1]}">${initials}</text>
  </svg>`;
}

/** A client logo: a mark and a name. */
export function logoSvg(name: string, palette: Palette, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">
    <rect width="480" height="200" fill="#ffffff"/>
    ${leaf(40, 100, 70, -35 + seed * 17, palette.hill[0], 1)}
    <text x="130" y="118" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="700" fill="${palette.hill[1]}">${name}</text>
  </svg>`;
}

/** A certificate cover: a framed document with a seal. */
export function certificateSvg(title: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100" viewBox="0 0 800 1100">
    <rect width="800" height="1100" fill="#fffdf6"/>
    <rect x="40" y="40" width="720" height="1020" fill="none" stroke="${palette.hill[0]}" stroke-width="10"/>
    <rect x="64" y="64" width="672" height="972" fill="none" stroke="${palette.hill[1]}" stroke-width="2"/>
    <text x="400" y="240" font-family="DejaVu Serif, Liberation Serif, serif" font-size="54" text-anchor="middle" fill="${palette.hill[1]}">CERTIFICATE</text>
    <text x="400" y="330" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" text-anchor="middle" fill="#333">${title}</text>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="160" y="${430 + i * 60}" width="480" height="14" rx="7" fill="#e5e0d0"/>`).join("")}
    <circle cx="400" cy="880" r="90" fill="${palette.hill[0]}"/>
    ${leaf(352, 880, 96, 0, palette.accent, 1)}
  </svg>`;
}

export async function rasterise(svg: string, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === "jpeg" ? image.jpeg({ quality: 84, mozjpeg: true }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer();
}
