/** The score panel: points and cards per player, provisional or final, with the winners. */

import { h } from "../../dom";
import { playerName, shieldIcon } from "../../players";
import type { MessageId, Say } from "../../i18n";
import type { Frame } from "./types";

const DECIDED: Record<string, MessageId> = {
  points: "clans.decided_points",
  cards: "clans.decided_cards",
  shared: "clans.decided_shared",
};

/** "wins" / "shares" once final, "leads" / "tied" while provisional. */
export function winLabel(say: Say, final: boolean, shared: boolean): string {
  if (final) return say(shared ? "clans.win_shares" : "clans.win_wins");
  return say(shared ? "clans.win_tied" : "clans.win_leads");
}

/** The score table's head: Player, Points, Cards. */
export function scoreHeads(say: Say): string[] {
  return [say("clans.col_player"), say("clans.col_points"), say("clans.col_cards")];
}

/** Draws the score panel with its "Show scoring" button. */
export function drawScorePanel(say: Say, frame: Frame): HTMLElement {
  const score = frame.score;
  const panel = h("section", { class: "cg-panel cg-score", "aria-label": say("clans.score_panel") });
  const final = Boolean(score?.final);
  panel.append(
    h(
      "h3",
      {},
      say(final ? "clans.final_score" : "clans.score"),
      h("span", { class: final ? "cg-tag cg-tag-final" : "cg-tag" }, say(final ? "clans.tag_final" : "clans.tag_now")),
    ),
  );
  if (!score) {
    panel.append(h("p", { class: "cg-muted" }, say("clans.no_score")));
    return panel;
  }
  const table = h(
    "table",
    { class: "cg-score-table" },
    h("thead", {}, h("tr", {}, ...scoreHeads(say).map((head) => h("th", { scope: "col" }, head)))),
  );
  const body = h("tbody");
  for (let p = 0; p < frame.players; p++) {
    const wins = score.winners.includes(p);
    const badge = wins ? h("span", { class: "cg-win" }, winLabel(say, final, score.decided_by === "shared")) : null;
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
  const decided = DECIDED[score.decided_by];
  if (final) panel.append(h("p", { class: "cg-muted" }, decided ? say(decided) : score.decided_by));
  panel.append(
    h(
      "button",
      { type: "button", class: "cg-btn cg-btn-wide", "data-action": "scoring", "aria-label": say("clans.show_scoring_label") },
      say("clans.show_scoring"),
    ),
  );
  return panel;
}
