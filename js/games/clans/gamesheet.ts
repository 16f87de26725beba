/**
 * Clans and Glory's part of the printed game sheet (the shell's js/sheet.ts draws the heading,
 * the moves and the variations): the last position of the line shown, the score, and each
 * tile's scoring in words, from the last frame; it decides nothing.
 */

import { drawBoard } from "./board";
import { h } from "../../dom";
import type { Say } from "../../i18n";
import { playerName } from "../../players";
import { scoreHeads } from "./scorepanel";
import { type SheetGame, type SheetState, paperCopy } from "../../sheet";
import type { Frame as ShellFrame } from "../../types";
import type { Frame, TileScore } from "./types";

/** Clans and Glory's sheet: the board, the score table and the scoring tile by tile. */
export const clansSheet: SheetGame = {
  title: "Clans and Glory",
  parts(shellFrame: ShellFrame, state: SheetState): HTMLElement[] {
    const last = shellFrame as Frame;
    const say = state.say;
    const board = paperCopy(drawBoard(last, { lit: new Map(), selectedSeat: null, say }), "cg-sheet-board-svg");
    const parts: HTMLElement[] = [h("div", { class: "cg-sheet-board" }, board)];
    const score = last.score;
    if (!score) return parts;
    const rows = [...Array(last.players).keys()].map((p) =>
      h("tr", {}, h("td", {}, playerName(last, p)), h("td", { class: "cg-num" }, String(score.points[p] ?? 0)), h("td", { class: "cg-num" }, String(score.cards[p] ?? 0))),
    );
    parts.push(
      h("h3", {}, say(score.final ? "clans.final_score" : "clans.score_now")),
      h("table", { class: "cg-sheet-score" }, h("tr", {}, ...scoreHeads(say).map((head) => h("th", {}, head))), ...rows),
      h("p", {}, score.text),
      h("h3", {}, say("clans.scoring_tile_by_tile")),
      h("p", { class: "cg-sheet-note" }, say("clans.scoring_rule")),
      h("ul", { class: "cg-sheet-tiles" }, ...score.tiles.map((tile) => h("li", {}, tileLine(say, last, tile)))),
    );
    return parts;
  },
};

/** One tile's scoring in words: the shields in placing order, each rank group and who took it. */
function tileLine(say: Say, frame: Frame, tile: TileScore): string {
  const shields = tile.shields.length ? say("clans.sheet_shields", { names: tile.shields.map((p) => playerName(frame, p)).join(", ") }) : say("clans.no_shields");
  const groups = tile.groups.map((group) => {
    const taker =
      group.taker == null
        ? say("clans.nobody")
        : say("clans.sheet_taker", { n: (group.shield ?? 0) + 1, name: playerName(frame, group.taker), points: group.points });
    return say("clans.sheet_group", { rank: group.rank, cards: group.cards.join(" "), taker });
  });
  const unused = tile.unused_shields.map((i) => say("clans.sheet_unused", { n: i + 1, name: playerName(frame, tile.shields[i] ?? 0) }));
  const body = [...(groups.length ? groups : [say("clans.no_face_up")]), ...unused];
  return say("clans.sheet_tile", { tile: tile.tile, shields, body: body.join("; ") });
}
