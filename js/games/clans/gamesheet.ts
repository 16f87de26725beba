/**
 * Clans and Glory's part of the printed game sheet (the shell's js/sheet.ts draws the heading,
 * the moves and the variations): the last position of the line shown, the score, and each
 * tile's scoring in words, from the last frame; it decides nothing.
 */

import { drawBoard } from "./board";
import { h } from "../../dom";
import { playerName } from "../../players";
import { type SheetGame, paperCopy } from "../../sheet";
import type { Frame as ShellFrame } from "../../types";
import type { Frame, TileScore } from "./types";

/** Clans and Glory's sheet: the board, the score table and the scoring tile by tile. */
export const clansSheet: SheetGame = {
  title: "Clans and Glory",
  parts(shellFrame: ShellFrame): HTMLElement[] {
    const last = shellFrame as Frame;
    const board = paperCopy(drawBoard(last, { lit: new Map(), selectedSeat: null }), "cg-sheet-board-svg");
    const parts: HTMLElement[] = [h("div", { class: "cg-sheet-board" }, board)];
    const score = last.score;
    if (!score) return parts;
    const rows = [...Array(last.players).keys()].map((p) =>
      h("tr", {}, h("td", {}, playerName(last, p)), h("td", { class: "cg-num" }, String(score.points[p] ?? 0)), h("td", { class: "cg-num" }, String(score.cards[p] ?? 0))),
    );
    parts.push(
      h("h3", {}, score.final ? "Final score" : "Score if the game ended now"),
      h("table", { class: "cg-sheet-score" }, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Points"), h("th", {}, "Cards")), ...rows),
      h("p", {}, score.text),
      h("h3", {}, "Scoring, tile by tile"),
      h("p", { class: "cg-sheet-note" }, "On each tile the ranks, lowest first, go to the shields in the order they were placed: the first shield takes the lowest rank, the next shield the next rank."),
      h("ul", { class: "cg-sheet-tiles" }, ...score.tiles.map((tile) => h("li", {}, tileLine(last, tile)))),
    );
    return parts;
  },
};

/** One tile's scoring in words: the shields in placing order, each rank group and who took it. */
function tileLine(frame: Frame, tile: TileScore): string {
  const shields = tile.shields.length ? `shields ${tile.shields.map((p) => playerName(frame, p)).join(", ")}` : "no shields";
  const groups = tile.groups.map((group) => {
    const taker = group.taker == null ? "nobody" : `shield ${(group.shield ?? 0) + 1}, ${playerName(frame, group.taker)} +${group.points}`;
    return `${group.rank}s (${group.cards.join(" ")}) to ${taker}`;
  });
  const unused = tile.unused_shields.map((i) => `shield ${i + 1} (${playerName(frame, tile.shields[i] ?? 0)}) took nothing`);
  const body = [...(groups.length ? groups : ["no face-up cards"]), ...unused];
  return `Tile ${tile.tile}, ${shields}: ${body.join("; ")}.`;
}
