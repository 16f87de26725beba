/** Schotten Totten's hint on the board: the hinted card in the hand and the stone it goes to (or the stone to claim) marked, and the hint in words. */

import { s } from "../../dom";
import type { HintState } from "../../types";
import { percent } from "../../words";

/** A Schotten Totten hint (Python's `analysis.hint`): the move, and the card and stone it names (null when it names none). */
export interface SchottenHint extends HintState {
  kind: string;
  card: string | null;
  stone: number | null;
}

/** The hint's own style: the hinted stone's column outlined, with a light bulb above it (the hand card's mark is the shell's `cg-hint`). */
export const HINT_CSS = `
.clans-widget .st-stone.cg-hint .st-column { stroke: var(--cg-hint); stroke-width: 3; stroke-dasharray: 7 4; }
.clans-widget .st-hint-badge circle { fill: var(--cg-hint); }
.clans-widget .st-hint-badge path { fill: #fff; }
`;

/** Marks the hinted card in its player's hand and the hinted stone (`cg-hint`, `data-hint`). */
export function markHint(board: Element, hands: Element, hint: SchottenHint | null): void {
  if (!hint) return;
  if (hint.card) {
    const card = hands.querySelector(`[data-hand="${hint.player}"] [data-card="${CSS.escape(hint.card)}"]`);
    if (card) mark(card, "card");
  }
  if (hint.stone !== null && hint.stone !== undefined) {
    const stone = board.querySelector(`[data-stone="${hint.stone}"]`);
    if (stone) {
      mark(stone, "stone");
      if (!stone.querySelector(":scope > .st-hint-badge")) stone.append(badge(stone));
    }
  }
}

function mark(el: Element, what: "card" | "stone"): void {
  if (el.classList.contains("cg-hint")) return;
  el.classList.add("cg-hint");
  el.setAttribute("data-hint", what);
  el.setAttribute("aria-label", `${el.getAttribute("aria-label") ?? ""}, the hint`);
}

/** A light bulb centred on 0,0 (the same as Clans and Glory's hint). */
const BULB = "M0,-8.5 C4.6,-8.5 7.2,-5.3 7.2,-1.8 C7.2,1 5.4,2.6 4,4 V5.5 H-4 V4 C-5.4,2.6 -7.2,1 -7.2,-1.8 C-7.2,-5.3 -4.6,-8.5 0,-8.5Z M-3.2,6.8 H3.2 V8.8 H-3.2Z";

/** A small light bulb at the top of the stone's column. */
function badge(stone: Element): SVGGElement {
  const column = stone.querySelector(".st-column");
  const x = Number(column?.getAttribute("x") ?? 0) + Number(column?.getAttribute("width") ?? 0) / 2;
  const y = Number(column?.getAttribute("y") ?? 0) + 14;
  const g = s("g", { class: "st-hint-badge", transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  g.append(s("circle", { r: 12 }), s("path", { d: BULB }));
  return g;
}

/** The hint in words: the move, what it does, and its win share with the 95% interval. */
export function hintText(hint: HintState): string {
  const { mean, low, high } = hint.win;
  return `Hint: ${hint.move}${hint.reason ? `: ${hint.reason}` : ""}. Win share ${percent(mean)} (${percent(low)}–${percent(high)}).`;
}
