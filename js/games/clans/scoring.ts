/** The scoring view: tile by tile, each rank group handed to its shield's owner, then the totals. */

import { CARD_H, CARD_W, cardFace, cardWords } from "./cards";
import { activeIn, h, svgBox } from "../../dom";
import { playerName, shieldIcon } from "../../players";
import { winLabel } from "./scorepanel";
import type { Frame, Score, TileScore } from "./types";
import type { MessageId, Say } from "../../i18n";

const STEP_MS = 650;

const DECIDED: Record<string, MessageId> = {
  points: "clans.result_points",
  cards: "clans.result_cards",
  shared: "clans.result_shared",
};

function miniCard(say: Say, card: string): SVGSVGElement {
  const svg = svgBox(CARD_W, CARD_H, { class: "cg-mini-card", role: "img", "aria-label": cardWords(say, card) });
  svg.removeAttribute("aria-hidden");
  svg.append(cardFace(card));
  return svg;
}

function step(el: HTMLElement): HTMLElement {
  el.classList.add("cg-step", "cg-pending");
  return el;
}

function tileSection(say: Say, frame: Frame, tile: TileScore): HTMLElement {
  const section = step(h("section", { class: "cg-st", "data-score-tile": tile.tile, "aria-label": say("clans.scoring_of", { tile: tile.tile }) }));
  section.append(h("h4", {}, say("clans.tile", { tile: tile.tile })));
  const shields = h("div", { class: "cg-st-shields" });
  if (tile.shields.length === 0) shields.append(h("span", { class: "cg-muted" }, say("clans.no_shields")));
  tile.shields.forEach((owner, i) => {
    shields.append(
      h(
        "span",
        { class: "cg-st-shield", "data-score-owner": owner, title: `${i + 1}: ${playerName(frame, owner)}` },
        h("span", { class: "cg-st-order" }, String(i + 1)),
        shieldIcon(frame, owner),
      ),
    );
  });
  section.append(shields);
  const groups = h("ol", { class: "cg-st-groups" });
  if (tile.groups.length === 0) groups.append(step(h("li", { class: "cg-muted" }, say("clans.no_face_up"))));
  for (const group of tile.groups) {
    const nobody = group.taker == null; // == null: a Pyodide kernel sends None as undefined
    const takerPart = nobody
      ? h("span", { class: "cg-taker" }, say("clans.nobody"))
      : h(
          "span",
          { class: "cg-taker" },
          h("span", { class: "cg-st-order" }, String((group.shield ?? 0) + 1)),
          shieldIcon(frame, group.taker ?? 0),
          h("span", {}, playerName(frame, group.taker ?? 0)),
          h("strong", { class: "cg-points" }, `+${group.points}`),
        );
    groups.append(
      step(
        h(
          "li",
          {
            class: nobody ? "cg-group cg-nobody" : "cg-group",
            "data-rank": group.rank,
            "data-taker": nobody ? "none" : group.taker,
          },
          h("span", { class: "cg-group-rank" }, say("clans.rank_group", { rank: group.rank })),
          h("span", { class: "cg-group-cards" }, ...group.cards.map((card) => miniCard(say, card))),
          h("span", { class: "cg-arrow", "aria-hidden": "true" }, "→"),
          takerPart,
        ),
      ),
    );
  }
  section.append(groups);
  if (tile.unused_shields.length) {
    const names = tile.unused_shields.map((i) => `${i + 1} (${playerName(frame, tile.shields[i] ?? 0)})`);
    section.append(step(h("p", { class: "cg-muted cg-unused" }, say("clans.unused", { count: names.length, names: names.join(", ") }))));
  }
  return section;
}

function totals(say: Say, frame: Frame, score: Score): HTMLElement {
  const rows = h("ol", { class: "cg-st-totals" });
  const order = [...Array(frame.players).keys()].sort((a, b) => (score.points[b] ?? 0) - (score.points[a] ?? 0));
  for (const p of order) {
    const wins = score.winners.includes(p);
    rows.append(
      h(
        "li",
        { class: wins ? "cg-winner" : null },
        shieldIcon(frame, p),
        h("span", { class: "cg-total-name" }, playerName(frame, p)),
        h("strong", {}, say("clans.points_count", { count: score.points[p] ?? 0 })),
        h("span", { class: "cg-muted" }, say("game.card_count", { count: score.cards[p] ?? 0 })),
        wins ? h("span", { class: "cg-win" }, winLabel(say, score.final, score.decided_by === "shared")) : null,
      ),
    );
  }
  return step(
    h(
      "div",
      { class: "cg-st-result" },
      h("h4", {}, say(score.final ? "clans.totals" : "clans.totals_now")),
      rows,
      h("p", { class: "cg-score-text" }, score.text, h("span", { class: "cg-muted" }, ` (${decidedWords(say, score.decided_by)})`)),
    ),
  );
}

function decidedWords(say: Say, decidedBy: string): string {
  const id = DECIDED[decidedBy];
  return id ? say(id) : decidedBy;
}

/** The scoring overlay with its timer; `open` starts the animation, `skip` shows everything at once. */
export class ScoringView {
  private panel: HTMLElement | null = null;
  private timer: number | undefined;

  constructor(
    private readonly say: Say,
    private readonly host: HTMLElement,
    private readonly onTile: (tile: string | null) => void,
  ) {}

  get isOpen(): boolean {
    return this.panel !== null;
  }

  get animating(): boolean {
    return this.timer !== undefined;
  }

  /** Opens the view for the frame's score; `focus` moves keyboard focus into it (not when it opens by itself). */
  open(frame: Frame, focus: boolean): void {
    this.close();
    const score = frame.score;
    if (!score) return;
    const say = this.say;
    const skip = h("button", { type: "button", class: "cg-btn", "data-action": "skip-scoring", "aria-label": say("clans.skip_label") }, say("clans.skip"));
    const close = h("button", { type: "button", class: "cg-btn", "data-action": "close-scoring", "aria-label": say("clans.close_label") }, say("clans.close"));
    const grid = h("div", { class: "cg-st-grid" }, ...score.tiles.map((t) => tileSection(say, frame, t)));
    this.panel = h(
      "div",
      { class: "cg-scoring", "data-view": "scoring", role: "region", "aria-label": say("clans.scoring_region"), tabindex: -1 },
      h(
        "div",
        { class: "cg-scoring-head" },
        h("h3", {}, say(score.final ? "clans.final_scoring" : "clans.scoring_now")),
        h("span", { class: "cg-spacer" }),
        skip,
        close,
      ),
      grid,
      totals(say, frame, score),
    );
    this.host.append(this.panel);
    if (focus) this.panel.focus({ preventScroll: true });
    this.tick();
  }

  private tick(): void {
    const panel = this.panel;
    if (!panel) return;
    const next = panel.querySelector<HTMLElement>(".cg-pending");
    if (!next) {
      this.timer = undefined;
      this.finish();
      return;
    }
    next.classList.remove("cg-pending");
    const tile = next.dataset.scoreTile;
    if (tile) this.onTile(tile);
    else if (next.classList.contains("cg-st-result")) this.onTile(null);
    this.timer = window.setTimeout(() => this.tick(), STEP_MS);
  }

  /** Shows every step at once. */
  skip(): void {
    if (this.timer !== undefined) window.clearTimeout(this.timer);
    this.timer = undefined;
    this.panel?.querySelectorAll(".cg-pending").forEach((el) => el.classList.remove("cg-pending"));
    this.finish();
  }

  /** Marks the animation done (which hides Skip), keeping keyboard focus inside the panel. */
  private finish(): void {
    const panel = this.panel;
    if (!panel) return;
    const hadFocus = activeIn(panel)?.getAttribute("data-action") === "skip-scoring";
    panel.classList.add("cg-done");
    if (hadFocus) panel.focus({ preventScroll: true });
    this.onTile(null);
  }

  close(): void {
    if (this.timer !== undefined) window.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.panel) this.onTile(null);
    this.panel?.remove();
    this.panel = null;
  }
}
