import { expect, type Page } from "@playwright/test";

/** What the focus indicator of the focused element looks like, read in the page. */
export interface FocusReport {
  /** A short description of the element, for failure messages. */
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  /** The outline colour on the first frame after focus (a colour transition reset to its start) and on the last. */
  ringFirst: string;
  ringLast: string;
  /** The colour between the control and the ring: an inner box-shadow ring, or the page through the outline's offset. */
  gap: string;
  /** The control's own background (composited over the page), and the page's behind it. */
  control: string;
  page: string;
}

/**
 * Reads the focus indicator of `document.activeElement`. Colour transitions
 * on it are read twice: at their start (what the member sees first) and
 * finished.
 */
export function readFocus(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(value);
      if (!m) return null;
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
    };
    const css = (c: Rgba) => `rgb(${Math.round(c[0])}, ${Math.round(c[1])}, ${Math.round(c[2])})`;
    /** The opaque colour behind `el`'s content: its background and its ancestors', composited. */
    const backdrop = (el: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = el; node; node = node.parentElement) {
        const bg = parse(getComputedStyle(node).backgroundColor);
        if (bg && bg[3] > 0) {
          layers.push(bg);
          if (bg[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const transitions = el.getAnimations().filter((a) => (a as CSSTransition).transitionProperty?.startsWith("outline"));
    transitions.forEach((a) => (a.currentTime = 0));
    const first = getComputedStyle(el).outlineColor;
    transitions.forEach((a) => a.finish());
    const style = getComputedStyle(el);
    const pageBg = backdrop(el.parentElement);
    const controlBg = backdrop(el);
    const shadow = parse(style.boxShadow);
    const offset = parseFloat(style.outlineOffset);
    const ring = parse(style.outlineColor)!;
    const gap = shadow && shadow[3] > 0 ? over(shadow, pageBg) : offset > 0 ? pageBg : ring;
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
    return {
      element: `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}> "${label}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      ringFirst: css(over(parse(first)!, pageBg)),
      ringLast: css(over(ring, pageBg)),
      gap: css(gap),
      control: css(controlBg),
      page: css(pageBg),
    };
  });
}

function luminance(color: string): number {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The focus indicator is at least 2 px and, from its first frame, at least
 * 3:1 against what lies on both its sides (the page outside, the gap or inner
 * ring inside); and it stands out from the control itself: either the inner
 * ring or the outline is at least 3:1 against the control's background (a
 * gold ring on a gold button needs a dark ring between them).
 */
export function expectVisibleFocus(report: FocusReport) {
  const where = `${report.element}: ${JSON.stringify(report)}`;
  expect(report.outlineStyle, where).not.toBe("none");
  expect(report.outlineWidth, where).toBeGreaterThanOrEqual(2);
  expect(contrast(report.ringFirst, report.page), `first frame, ${where}`).toBeGreaterThanOrEqual(3);
  expect(contrast(report.ringLast, report.page), where).toBeGreaterThanOrEqual(3);
  if (report.gap !== report.ringLast) expect(contrast(report.ringLast, report.gap), where).toBeGreaterThanOrEqual(3);
  expect(Math.max(contrast(report.gap, report.control), contrast(report.ringLast, report.control)), where).toBeGreaterThanOrEqual(3);
}

/**
 * Presses Tab up to `max` times from the top of the page and checks the focus
 * indicator of every control it reaches; returns what it checked.
 */
export async function tabThroughPage(page: Page, max = 80): Promise<string[]> {
  const seen: string[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const report = await readFocus(page);
    if (!report) break;
    if (seen.includes(report.element) && seen.length > 1 && report.element === seen[0]) break;
    seen.push(report.element);
    expectVisibleFocus(report);
  }
  return seen;
}
