/** Clans and Glory's hint on the board: the hinted card in the hand and its seat marked, and the hint in words. */

import { s } from "../../dom";
import { HINT_BULB as BULB, markHinted as mark } from "../../hint";
import type { Say } from "../../i18n";
import { percent } from "../../words";
import type { Hint } from "./types";

/** Marks the hinted card in its player's hand and the seat it goes to (`cg-hint`, `data-hint`). */
export function markHint(board: Element, hands: Element, hint: Hint | null, say: Say): void {
  if (!hint) return;
  const card = hands.querySelector(`[data-hand="${hint.player}"] [data-card="${CSS.escape(hint.card)}"]`);
  const seat = board.querySelector(`[data-seat="${CSS.escape(hint.seat)}"]`);
  if (card) mark(card, "card", say);
  if (seat) {
    mark(seat, "seat", say);
    if (!seat.querySelector(":scope > .cg-hint-badge")) seat.append(badge()); // a seat kept from the last drawing has it
  }
}

/** A small light bulb in the seat's top left corner. */
function badge(): SVGGElement {
  const g = s("g", { class: "cg-hint-badge", transform: "translate(6 6)", "aria-hidden": "true" });
  g.append(s("circle", { r: 12 }), s("path", { d: BULB }));
  return g;
}

/** The hint in words: the move, what it does, and its win share with the 95% interval. */
export function hintText(say: Say, hint: Hint): string {
  const { mean, low, high } = hint.win;
  const move = hint.words ?? say(hint.face_down ? "clans.move_down" : "clans.move", { card: hint.card, seat: hint.seat }); // words: sent since issue 20
  return say("hint.text", { move, reason: hint.reason, share: percent(mean, say.lang), low: percent(low, say.lang), high: percent(high, say.lang) });
}
