/** Clans and Glory's hint on the board: the hinted card in the hand and its seat marked, and the hint in words. */

import { s } from "../../dom";
import { percent } from "../../words";
import type { Hint } from "./types";

/** Marks the hinted card in its player's hand and the seat it goes to (`cg-hint`, `data-hint`). */
export function markHint(board: Element, hands: Element, hint: Hint | null): void {
  if (!hint) return;
  const card = hands.querySelector(`[data-hand="${hint.player}"] [data-card="${CSS.escape(hint.card)}"]`);
  const seat = board.querySelector(`[data-seat="${CSS.escape(hint.seat)}"]`);
  if (card) mark(card, "card");
  if (seat) {
    mark(seat, "seat");
    if (!seat.querySelector(":scope > .cg-hint-badge")) seat.append(badge()); // a seat kept from the last drawing has it
  }
}

/** Marks `el` as the hint's; the redraw has just set its attributes afresh, or it is marked already. */
function mark(el: Element, what: "card" | "seat"): void {
  if (el.classList.contains("cg-hint")) return;
  el.classList.add("cg-hint");
  el.setAttribute("data-hint", what);
  el.setAttribute("aria-label", `${el.getAttribute("aria-label") ?? ""}, the hint`);
}

/** A light bulb centred on 0,0 (about 16 units tall): the hint's own mark ("?" marks the review's mistakes). */
const BULB = "M0,-8.5 C4.6,-8.5 7.2,-5.3 7.2,-1.8 C7.2,1 5.4,2.6 4,4 V5.5 H-4 V4 C-5.4,2.6 -7.2,1 -7.2,-1.8 C-7.2,-5.3 -4.6,-8.5 0,-8.5Z M-3.2,6.8 H3.2 V8.8 H-3.2Z";

/** A small light bulb in the seat's top left corner. */
function badge(): SVGGElement {
  const g = s("g", { class: "cg-hint-badge", transform: "translate(6 6)", "aria-hidden": "true" });
  g.append(s("circle", { r: 12 }), s("path", { d: BULB }));
  return g;
}

/** The hint in words: the move, what it does, and its win share with the 95% interval. */
export function hintText(hint: Hint): string {
  const { mean, low, high } = hint.win;
  const how = [hint.face_down ? "face down" : "", hint.shield ? "with a shield" : ""].filter(Boolean).join(", ");
  return `Hint: ${hint.card} on ${hint.seat}${how ? ` (${how})` : ""}: ${hint.reason}. Win share ${percent(mean)} (${percent(low)}–${percent(high)}).`;
}
