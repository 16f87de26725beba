/** The score panel: points and cards per player, provisional or final, with the winners. */

import { h } from "../../dom";
import { playerName, shieldIcon } from "../../players";
import type { Frame } from "./types";

const DECIDED: Record<string, string> = {
  points: "by points",
  cards: "on equal points, by cards taken",
  shared: "shared: equal points and cards",
};

/** "wins" / "shares" once final, "leads" / "tied" while provisional. */
export function winLabel(final: boolean, shared: boolean): string {
  if (final) return shared ? "★ shares" : "★ wins";
  return shared ? "tied" : "★ leads";
}

/** Draws the score panel with its "Show scoring" button. */
export function drawScorePanel(frame: Frame): HTMLElement {
  const score = frame.score;
  const panel = h("section", { class: "cg-panel cg-score", "aria-label": "score" });
  const final = Boolean(score?.final);
  panel.append(
    h(
      "h3",
      {},
      final ? "Final score" : "Score",
      h("span", { class: final ? "cg-tag cg-tag-final" : "cg-tag" }, final ? "final" : "if the game ended now"),
    ),
  );
  if (!score) {
    panel.append(h("p", { class: "cg-muted" }, "No score in this frame."));
    return panel;
  }
  const table = h(
    "table",
    { class: "cg-score-table" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Points"), h("th", { scope: "col" }, "Cards"))),
  );
  const body = h("tbody");
  for (let p = 0; p < frame.players; p++) {
    const wins = score.winners.includes(p);
    const badge = wins ? h("span", { class: "cg-win" }, winLabel(final, score.decided_by === "shared")) : null;
    body.append(
      h(
        "tr",
        { class: wins ? "cg-winner" : null, "data-score-player": p },
        h("td", {}, h("span", { class: "cg-score-who" }, shieldIcon(frame, p), h("span", {}, playerName(frame, p)), badge)),
        h("td", { class: "cg-num" }, String(score.points[p] ?? 0)),
        h("td", { class: "cg-num" }, String(score.cards[p] ?? 0)),
      ),
    );
  }
  table.append(body);
  panel.append(table);
  if (score.text) panel.append(h("p", { class: "cg-score-text" }, score.text));
  if (final) panel.append(h("p", { class: "cg-muted" }, `Decided ${DECIDED[score.decided_by] ?? score.decided_by}.`));
  panel.append(
    h(
      "button",
      { type: "button", class: "cg-btn cg-btn-wide", "data-action": "scoring", "aria-label": "Show scoring tile by tile" },
      "Show scoring",
    ),
  );
  return panel;
}
