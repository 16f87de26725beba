/** Schotten Totten's hint on the board: the hinted card in the hand and the stone it goes to (or the stone to claim) marked, and the hint in words. */

import { s } from "../../dom";
import { HINT_BULB, markHinted as mark } from "../../hint";
import type { Say } from "../../i18n";
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
export function markHint(board: Element, hands: Element, hint: SchottenHint | null, say: Say): void {
  if (!hint) return;
  if (hint.card) {
    const card = hands.querySelector(`[data-hand="${hint.player}"] [data-card="${CSS.escape(hint.card)}"]`);
    if (card) mark(card, "card", say);
  }
  if (hint.stone !== null && hint.stone !== undefined) {
    const stone = board.querySelector(`[data-stone="${hint.stone}"]`);
    if (stone) {
      mark(stone, "stone", say);
      if (!stone.querySelector(":scope > .st-hint-badge")) stone.append(badge(stone));
    }
  }
}

/** A small light bulb at the top of the stone's column. */
function badge(stone: Element): SVGGElement {
  const column = stone.querySelector(".st-column");
  const x = Number(column?.getAttribute("x") ?? 0) + Number(column?.getAttribute("width") ?? 0) / 2;
  const y = Number(column?.getAttribute("y") ?? 0) + 14;
  const g = s("g", { class: "st-hint-badge", transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  g.append(s("circle", { r: 12 }), s("path", { d: HINT_BULB }));
  return g;
}

/** The hint in words: the move, what it does, and its win share with the 95% interval. */
export function hintText(say: Say, hint: HintState): string {
  const { mean, low, high } = hint.win;
  const share = { move: hint.words ?? hint.move, share: percent(mean, say.lang), low: percent(low, say.lang), high: percent(high, say.lang) };
  return hint.reason ? say("hint.text", { ...share, reason: hint.reason }) : say("schotten.hint", share);
}
