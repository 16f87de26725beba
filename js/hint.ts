/**
 * The Hint button. Python decides when a hint may be asked (`can_hint`), works it out and sends
 * it (`hint`); this draws the button and finds the hint of the position shown. The game's
 * plug-in marks it on the board and puts it in words.
 */

import { h } from "./dom";
import type { Say } from "./i18n";
import type { HintState, Traits } from "./types";

/** The `hint` trait when it holds a hint for the position shown (`{}`, or another position's: null). */
export function hintOf(traits: Pick<Traits, "hint" | "line">, ply: number): HintState | null {
  const hint = traits.hint && "move" in traits.hint ? (traits.hint as HintState) : null;
  return hint && hint.line === traits.line && hint.ply === ply ? hint : null;
}

/** The Hint button: shown where Python allows a hint; says "Thinking…" while it is worked out. */
export class HintButton {
  readonly el: HTMLButtonElement;

  constructor(private readonly say: Say) {
    this.el = h("button", { type: "button", class: "cg-btn cg-hint-btn", "data-action": "ask-hint", hidden: true, title: say("hint.title") }, say("hint.button"));
  }

  update(canHint: boolean, thinking: boolean): void {
    this.el.hidden = !canHint;
    const text = this.say(thinking ? "hint.thinking" : "hint.button");
    if (this.el.textContent !== text) this.el.textContent = text;
    this.el.setAttribute("aria-busy", String(thinking));
    this.el.setAttribute("aria-label", this.say(thinking ? "hint.thinking_label" : "hint.label"));
  }
}

/** Marks `el` as the hint's (`cg-hint`, `data-hint` naming `what`, and its label); an element kept from the last drawing is marked already. A game's plug-in marks the hinted pieces with it. */
export function markHinted(el: Element, what: string, say: Say): void {
  if (el.classList.contains("cg-hint")) return;
  el.classList.add("cg-hint");
  el.setAttribute("data-hint", what);
  el.setAttribute("aria-label", say("hint.marked", { label: el.getAttribute("aria-label") ?? "" }));
}

/** A light bulb centred on 0,0 (about 16 units tall): the hint's own mark ("?" marks the review's mistakes). */
export const HINT_BULB = "M0,-8.5 C4.6,-8.5 7.2,-5.3 7.2,-1.8 C7.2,1 5.4,2.6 4,4 V5.5 H-4 V4 C-5.4,2.6 -7.2,1 -7.2,-1.8 C-7.2,-5.3 -4.6,-8.5 0,-8.5Z M-3.2,6.8 H3.2 V8.8 H-3.2Z";
