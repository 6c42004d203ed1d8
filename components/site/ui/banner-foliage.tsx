// Leaf positions for a 1440 x 420 canvas: x, y, size, rotation, colour, opacity. Fixed, so the
// markup is the same on every render.
const LEAVES: [number, number, number, number, string, number][] = [
  [1010, 60, 150, 200, "#1c4b28", 0.55],
  [1190, 300, 190, 140, "#1c4b28", 0.5],
  [870, 330, 120, 20, "#1f5e2f", 0.45],
  [1330, 110, 170, 250, "#267639", 0.7],
  [1120, 170, 130, 300, "#35924b", 0.75],
  [960, 220, 95, 60, "#267639", 0.6],
  [1260, 360, 110, 330, "#35924b", 0.55],
  [1400, 290, 130, 170, "#58b06b", 0.5],
  [1060, 380, 80, 110, "#58b06b", 0.45],
  [1230, 40, 90, 30, "#58b06b", 0.6],
  [780, 90, 70, 320, "#267639", 0.35],
  [1360, 20, 60, 80, "#8ccd99", 0.5],
  [1150, 280, 55, 230, "#8ccd99", 0.45],
  [900, 130, 45, 150, "#8ccd99", 0.35],
];

/**
 * The inner-page banner's artwork, drawn inline: no image request, so the page title (text) is
 * what paints first and largest, and the banner costs nothing to load.
 */
export function BannerFoliage() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 size-full" viewBox="0 0 1440 420" preserveAspectRatio="xMaxYMid slice">
      <defs>
        <linearGradient id="banner-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0a2212" />
          <stop offset="0.55" stopColor="#183e23" />
          <stop offset="1" stopColor="#1f5e2f" />
        </linearGradient>
        <radialGradient id="banner-glow" cx="0.82" cy="0.35" r="0.45">
          <stop offset="0" stopColor="#58b06b" stopOpacity="0.35" />
          <stop offset="1" stopColor="#58b06b" stopOpacity="0" />
        </radialGradient>
        <g id="banner-leaf">
          <path d="M0 0C30-55 88-58 100 0 88 58 30 55 0 0Z" />
          <path d="M4 0Q50-4 95 0M28 0l14-15M28 0l14 15M52 0l14-14M52 0l14 14M74 0l12-11M74 0l12 11" fill="none" stroke="#ffffff" strokeOpacity="0.28" strokeWidth="2.5" />
        </g>
      </defs>
      <rect width="1440" height="420" fill="url(#banner-sky)" />
      <rect width="1440" height="420" fill="url(#banner-glow)" />
      {LEAVES.map(([x, y, size, rotate, color, opacity], index) => (
        <use key={index} href="#banner-leaf" fill={color} opacity={opacity} transform={`translate(${x} ${y}) rotate(${rotate}) scale(${size / 100})`} />
      ))}
    </svg>
  );
}
