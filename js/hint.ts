/**
 * The Hint button. Python decides when a hint may be asked (`can_hint`), works it out and sends
 * it (`hint`); this draws the button and finds the hint of the position shown. The game's
 * plug-in marks it on the board and puts it in words.
 */

import { h } from "./dom";
import type { HintState, Traits } from "./types";

/** The `hint` trait when it holds a hint for the position shown (`{}`, or another position's: null). */
export function hintOf(traits: Pick<Traits, "hint" | "line">, ply: number): HintState | null {
  const hint = traits.hint && "move" in traits.hint ? (traits.hint as HintState) : null;
  return hint && hint.line === traits.line && hint.ply === ply ? hint : null;
}

/** The Hint button: shown where Python allows a hint; says "Thinking…" while it is worked out. */
export class HintButton {
  readonly el = h(
    "button",
    { type: "button", class: "cg-btn cg-hint-btn", "data-action": "ask-hint", hidden: true, title: "The best move for the player to move (H)" },
    "Hint",
  );

  update(canHint: boolean, thinking: boolean): void {
    this.el.hidden = !canHint;
    const text = thinking ? "Thinking…" : "Hint";
    if (this.el.textContent !== text) this.el.textContent = text;
    this.el.setAttribute("aria-busy", String(thinking));
    this.el.setAttribute("aria-label", thinking ? "Working out a hint" : "Hint: show the best move for the player to move");
  }
}
