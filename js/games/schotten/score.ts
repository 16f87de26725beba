/** The side panel: who holds how many stones (Python's sentence) and the decks' counts. */

import { h } from "../../dom";
import type { MessageId, Say } from "../../i18n";
import type { Frame } from "./types";

/** The score panel for `frame`. */
export function drawScore(say: Say, frame: Frame): HTMLElement {
  const cards = (n: number): string => say("game.card_count", { count: n });
  // each row: the deck's key (data-deck), its name, how many cards it holds
  const rows: [string, MessageId, number][] = [
    ["clan", "schotten.clan_deck", frame.deck],
    ...(frame.variant !== "base" || frame.tactic_deck > 0 ? ([["tactic", "schotten.tactic_deck", frame.tactic_deck]] as [string, MessageId, number][]) : []),
    ["discard", "schotten.discarded", frame.discard.length],
  ];
  return h(
    "div",
    { class: "st-score", role: "group", "aria-label": say("schotten.score_label") },
    h("p", { class: "st-score-text" }, frame.score.text),
    h("dl", { class: "st-decks" }, ...rows.flatMap(([key, name, n]) => [h("dt", {}, say(name)), h("dd", { "data-deck": key }, cards(n))])),
  );
}
