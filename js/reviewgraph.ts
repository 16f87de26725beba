/**
 * The review's graph: each player's win share after each of their moves, one column per move
 * of the main line. A column is a button (`data-review-ply`, the move's ply from 0): clicking
 * it, or Enter on it, shows the position after that move.
 */

import { h, s, svgBox } from "./dom";
import { playerName, playerStyle, shieldIcon } from "./players";
import type { Lang, Say } from "./i18n";
import { flagged, markGlyph, markInWords, markTitle } from "./reviewmarks";
import type { Frame, ReviewData, ReviewEntry } from "./types";
import { percent } from "./words";

const W = 280;
const H = 130;
const LEFT = 34;
const RIGHT = W - 4;
const TOP = 14;
const BOTTOM = H - 6;
const DASHES = [null, "6 3", "2 3", "9 3 2 3"];

/** y of a win share. */
function y(share: number): number {
  return BOTTOM - share * (BOTTOM - TOP);
}

/** The graph of `review` with the column of the main line's `position` (null: another line is shown) marked current. */
export function drawReviewGraph(say: Say, review: ReviewData, frame: Frame, position: number | null): HTMLElement {
  const entries = review.entries;
  const width = (RIGHT - LEFT) / entries.length;
  const x = (ply: number): number => LEFT + width * (ply + 0.5);
  const svg = svgBox(W, H, {
    class: "cg-review-graph",
    role: "group",
    "aria-hidden": null,
    focusable: null,
    "aria-label": say("review.graph"),
  });
  svg.append(grid(frame.players, say.lang));
  for (const entry of entries) svg.append(column(say, entry, frame, x(entry.ply), width, position));
  for (let player = 0; player < frame.players; player++) {
    const own = entries.filter((entry) => entry.player === player && entry.win);
    if (own.length) svg.append(playerLine(own, player, x));
  }
  const dots = s("g", { class: "cg-review-dots", "aria-hidden": "true" });
  for (const entry of entries) {
    if (!entry.win) continue; // a forced move: no estimate to draw
    const cx = x(entry.ply);
    const cy = y(entry.win.mean);
    dots.append(s("circle", { cx, cy, r: 3.2, fill: playerStyle(entry.player).fill, "data-mark": entry.mark }));
    const glyph = markGlyph(entry.mark);
    if (glyph) dots.append(s("text", { class: "cg-review-glyph", "data-mark": entry.mark, x: cx, y: cy - 6 }, glyph));
  }
  svg.append(dots);
  const legend = h("ul", { class: "cg-review-legend" });
  for (let player = 0; player < frame.players; player++)
    legend.append(h("li", { "data-player": player }, shieldIcon(frame, player), sample(player), playerName(frame, player)));
  return h("figure", { class: "cg-review-figure" }, svg, legend);
}

/** The 0%, 50% and 100% lines with their labels, and the even share (1/players) dashed. */
function grid(players: number, lang: Lang): SVGGElement {
  const g = s("g", { class: "cg-review-grid", "aria-hidden": "true" });
  for (const share of [0, 0.5, 1]) {
    g.append(
      s("line", { x1: LEFT, x2: RIGHT, y1: y(share), y2: y(share) }),
      s("text", { x: LEFT - 4, y: y(share) + 3.5, "text-anchor": "end" }, percent(share, lang)),
    );
  }
  if (players > 2) g.append(s("line", { class: "cg-review-even", x1: LEFT, x2: RIGHT, y1: y(1 / players), y2: y(1 / players) }));
  return g;
}

/** One move's column (drawn under the lines, which let clicks through): the button that shows the position after it. */
function column(say: Say, entry: ReviewEntry, frame: Frame, cx: number, width: number, position: number | null): SVGGElement {
  const current = position === entry.ply + 1;
  const move = entry.words ?? `${playerName(frame, entry.player)} ${entry.move}`; // words: sent since issue 20
  const n = entry.ply + 1;
  const said = entry.win ? say("review.column", { n, move, share: percent(entry.win.mean, say.lang) }) : say("review.column_only", { n, move });
  const label = flagged(entry.mark) ? say("review.column_marked", { said, mark: markInWords(say, entry.mark) }) : said;
  const g = s("g", {
    class: current ? "cg-review-col cg-current" : "cg-review-col",
    role: "button",
    tabindex: 0,
    "data-review-ply": entry.ply,
    "data-mark": entry.mark,
    "aria-label": label,
    "aria-current": current ? "step" : null,
  });
  g.append(
    s("title", {}, say("review.graph_column_title", { n, title: markTitle(say, entry) })),
    s("rect", { x: cx - width / 2, y: TOP - 10, width, height: BOTTOM - TOP + 14 }),
  );
  return g;
}

/** A player's line through their own moves: a dark underlay so light player colours read on any theme, and a dash per player. */
function playerLine(own: ReviewEntry[], player: number, x: (ply: number) => number): SVGGElement {
  const points = own.map((entry) => `${x(entry.ply).toFixed(1)},${y(entry.win?.mean ?? 0).toFixed(1)}`).join(" ");
  const dash = DASHES[player % DASHES.length] ?? null;
  return s(
    "g",
    { class: "cg-review-line", "data-player": player, "aria-hidden": "true" },
    s("polyline", { class: "cg-review-under", points }),
    s("polyline", { points, stroke: playerStyle(player).fill, "stroke-dasharray": dash }),
  );
}

/** A short sample of a player's line for the legend. */
function sample(player: number): SVGSVGElement {
  const svg = svgBox(24, 8, { class: "cg-review-sample" });
  const dash = DASHES[player % DASHES.length] ?? null;
  svg.append(
    s("line", { class: "cg-review-under", x1: 1, x2: 23, y1: 4, y2: 4 }),
    s("line", { x1: 1, x2: 23, y1: 4, y2: 4, stroke: playerStyle(player).fill, "stroke-dasharray": dash }),
  );
  return svg;
}
