/**
 * One tab stop for a group of controls (the WAI-ARIA "roving tabindex"): the board's pieces and
 * places are one stop, the move list another. Tab reaches the group once, on the element kept
 * (the one last focused, else the chosen one, else the first); arrow keys move inside it.
 * Elements parked out of the tab order carry `data-rove`, so a later pass still counts them.
 */

export const PARKED = "data-rove";

type Focusable = HTMLElement | SVGElement;

/** The pieces and places in `scope` that the game made focusable (tabindex 0), parked ones included. */
export function pieceStops(scope: Element, selector: string): Focusable[] {
  return [...scope.querySelectorAll<Focusable>(selector)].filter(
    (el) => el.getAttribute("tabindex") === "0" || el.hasAttribute(PARKED),
  );
}

/** Leaves one of `stops` in the tab order: `active` if it is one, else the chosen or current one, else the first. */
export function rove(stops: readonly Focusable[], active: Element | null): void {
  const keep =
    stops.find((el) => el === active) ??
    stops.find((el) => el.getAttribute("aria-pressed") === "true" || el.hasAttribute("aria-current")) ??
    stops[0];
  for (const el of stops) {
    if (el === keep) {
      if (el.getAttribute("tabindex") !== "0") el.setAttribute("tabindex", "0");
      if (el.hasAttribute(PARKED)) el.removeAttribute(PARKED);
    } else {
      if (el.getAttribute("tabindex") !== "-1") el.setAttribute("tabindex", "-1");
      if (!el.hasAttribute(PARKED)) el.setAttribute(PARKED, "");
    }
  }
}

const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Whether `key` moves inside a group (an arrow, Home or End). */
export function isRovingKey(key: string): boolean {
  return key in STEPS || key === "Home" || key === "End";
}

/**
 * The stop an arrow key leads to from `from`, by where they are drawn: the nearest one whose
 * centre lies that way, a step along the arrow counting less than one across it (so Right keeps
 * to the row, Down goes to the row below); Home and End go to the first and last.
 */
export function stopToward(stops: readonly Focusable[], from: Element, key: string): Focusable | null {
  if (key === "Home") return stops[0] ?? null;
  if (key === "End") return stops[stops.length - 1] ?? null;
  const step = STEPS[key];
  if (!step) return null;
  const centre = (el: Element): [number, number] => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const [x0, y0] = centre(from);
  let best: Focusable | null = null;
  let bestScore = Infinity;
  for (const el of stops) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const along = (x - x0) * step[0] + (y - y0) * step[1];
    const across = Math.abs((x - x0) * step[1] + (y - y0) * step[0]);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [el, score];
  }
  return best;
}

/** For a list read top to bottom (the move list): the next or previous of `stops` for an arrow, the first or last for Home and End. */
export function stopInOrder(stops: readonly Focusable[], from: Element, key: string): Focusable | null {
  const i = stops.findIndex((el) => el === from);
  if (key === "Home") return stops[0] ?? null;
  if (key === "End") return stops[stops.length - 1] ?? null;
  const delta = key === "ArrowDown" || key === "ArrowRight" ? 1 : key === "ArrowUp" || key === "ArrowLeft" ? -1 : 0;
  if (i < 0 || delta === 0) return null;
  return stops[Math.min(stops.length - 1, Math.max(0, i + delta))] ?? null;
}
