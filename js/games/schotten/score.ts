/** The side panel: who holds how many stones (Python's sentence) and the decks' counts. */

import { h } from "../../dom";
import { count } from "../../words";
import type { Frame } from "./types";

/** The score panel for `frame`. */
export function drawScore(frame: Frame): HTMLElement {
  const rows: [string, string][] = [
    ["Clan deck", count(frame.deck, "card")],
    ...(frame.variant !== "base" || frame.tactic_deck > 0 ? ([["Tactic deck", count(frame.tactic_deck, "card")]] as [string, string][]) : []),
    ["Discarded", count(frame.discard.length, "card")],
  ];
  return h(
    "div",
    { class: "st-score", role: "group", "aria-label": "score and decks" },
    h("p", { class: "st-score-text" }, frame.score.text),
    h("dl", { class: "st-decks" }, ...rows.flatMap(([name, value]) => [h("dt", {}, name), h("dd", { "data-deck": name }, value)])),
  );
}
