import type { CSSProperties } from "react";

// Fixed positions (not random) so server and client markup agree.
const LEAVES = [
  { left: 6, delay: 0, duration: 17, size: 18, drift: 60, hue: "#58b06b" },
  { left: 19, delay: 6, duration: 21, size: 14, drift: -40, hue: "#8ccd99" },
  { left: 33, delay: 11, duration: 19, size: 20, drift: 70, hue: "#35924b" },
  { left: 52, delay: 3, duration: 23, size: 15, drift: -55, hue: "#a47d4f" },
  { left: 68, delay: 9, duration: 18, size: 19, drift: 45, hue: "#58b06b" },
  { left: 81, delay: 14, duration: 22, size: 13, drift: -35, hue: "#8ccd99" },
  { left: 93, delay: 5, duration: 20, size: 17, drift: 50, hue: "#35924b" },
];

/** Decorative leaves drifting down the page: CSS only, hidden from assistive technology and with reduced motion. */
export function FallingLeaves() {
  return (
    <div aria-hidden="true" className="falling-leaves pointer-events-none fixed inset-0 z-20 overflow-hidden">
      {LEAVES.map((leaf, index) => (
        <span
          key={index}
          className={`falling-leaf ${index % 2 ? "max-sm:hidden" : ""}`}
          style={
            {
              left: `${leaf.left}%`,
              "--leaf-delay": `${leaf.delay}s`,
              "--leaf-duration": `${leaf.duration}s`,
              "--leaf-drift": `${leaf.drift}px`,
            } as CSSProperties
          }
        >
          <svg viewBox="0 0 24 24" width={leaf.size} height={leaf.size} fill={leaf.hue}>
            <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z" />
          </svg>
        </span>
      ))}
    </div>
  );
}
