import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// Judge the page at rest and whole: a fade caught half-way (a button enabled by a list's load, a
// block revealed as it was scrolled to, a slide coming in) has no stable contrast to measure, and
// a section the browser skips until it nears the viewport (content-visibility: auto) has no
// painted background, so axe would measure its light text against white.
const SETTLE_MOTION =
  "*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; content-visibility: visible !important; }";

interface AxeCheck {
  /** axe's rule tags; WCAG 2 A and AA with best practices unless given. */
  tags?: string[];
  /** A CSS selector: only that part of the page is checked. */
  include?: string;
  /** Count only serious and critical violations. */
  seriousOnly?: boolean;
  /** Names the screen or state in a failure. */
  where?: string;
}

/**
 * Runs axe on the page with motion settled and expects no violation; a failure lists each one's
 * impact, rule, help and the elements. The page's own motion is back afterwards, so the steps
 * after the check see the page as a visitor does.
 */
export async function expectNoAxeViolations(page: Page, { tags = ["wcag2a", "wcag2aa", "best-practice"], include, seriousOnly = false, where }: AxeCheck = {}) {
  const settle = await page.addStyleTag({ content: SETTLE_MOTION });
  // A transition already running keeps its old duration whatever the style says now, so it is
  // brought to its end state.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if ("transitionProperty" in animation) animation.finish();
  });
  const axe = new AxeBuilder({ page }).withTags(tags);
  const results = await (include ? axe.include(include) : axe).analyze();
  await settle.evaluate((element) => (element as HTMLStyleElement).remove());
  const counted = results.violations.filter((violation) => !seriousOnly || violation.impact === "serious" || violation.impact === "critical");
  expect(
    counted.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`),
    where,
  ).toEqual([]);
}
