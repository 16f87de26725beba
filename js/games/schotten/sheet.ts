/**
 * Schotten Totten's part of the printed game sheet (the shell's js/sheet.ts draws the heading,
 * the moves with their comments and the variations): the border as it stands at the end of
 * the line shown, the result (Python's sentence and the stones each side holds), and each stone
 * in words: both sides' cards with Python's formations, and who won it, against what. It reads
 * the last frame only and decides nothing.
 */

import { h } from "../../dom";
import { playerName } from "../../players";
import { type SheetGame, paperCopy } from "../../sheet";
import type { Frame as ShellFrame } from "../../types";
import { drawBoard } from "./board";
import { cardName } from "./cards";
import type { Frame, Stone } from "./types";

/** Schotten Totten's sheet: the border, the result, and the stones one by one. */
export const schottenSheet: SheetGame = {
  title: "Schotten Totten",
  parts(shellFrame: ShellFrame): HTMLElement[] {
    const last = { ...(shellFrame as Frame), legal: null }; // nothing lit on paper
    const host = h("div", { class: "cg-sheet-board" });
    drawBoard(host, last, { open: new Set(), table: new Set(), picked: new Set() });
    const board = host.firstElementChild;
    if (board) paperCopy(board, "cg-sheet-board-svg st-sheet-board");
    const parts: HTMLElement[] = [host];
    const score = last.score;
    if (score) {
      const rows = [0, 1].map((p) => h("tr", {}, h("td", {}, playerName(last, p)), h("td", { class: "cg-num" }, String(score.stones[p] ?? 0))));
      parts.push(
        h("h3", {}, last.over ? "Result" : "Stones held so far"),
        h("table", { class: "cg-sheet-score" }, h("tr", {}, h("th", {}, "Player"), h("th", {}, "Stones")), ...rows),
        h("p", {}, score.text),
      );
    }
    parts.push(
      h("h3", {}, "The stones, one by one"),
      h("p", { class: "cg-sheet-note" }, "A stone goes to the stronger side of three cards; a side claimed before the other was complete could not be beaten by any finish of it."),
      h("ul", { class: "cg-sheet-tiles st-sheet-stones" }, ...last.stones.map((stone) => h("li", {}, stoneLine(last, stone)))),
    );
    return parts;
  },
};

/** One side's cards as printed ("7r 8r 9r"; an elite troop with the card it counted as: "JK=9r"). */
function cards(stone: Stone, player: number): string {
  const side = stone.sides[player] ?? [];
  const values = stone.values?.[player] ?? null;
  return side.map((card, i) => (values?.[i] && values[i] !== card ? `${card}=${values[i]}` : card)).join(" ");
}

/** A side with its formation: "7r 8r 9r, colour-run (24)"; "no cards". */
function side(stone: Stone, player: number): string {
  const shown = cards(stone, player);
  const formation = stone.formations[player];
  if (!shown) return "no cards";
  return formation ? `${shown}, ${formation}` : shown;
}

/** One stone in words: who won it and against what, or both sides of an unclaimed stone. */
export function stoneLine(frame: Frame, stone: Stone): string {
  const name = (p: number): string => playerName(frame, p);
  const modes = stone.modes.length ? ` (${stone.modes.map(cardName).join(", ")})` : "";
  const owner = stone.owner ?? null; // a Pyodide kernel sends None as undefined
  if (owner === null) return `Stone ${stone.stone}${modes}, unclaimed: ${name(0)} ${side(stone, 0)}; ${name(1)} ${side(stone, 1)}.`;
  const rival = 1 - owner;
  const won = `Stone ${stone.stone}${modes}, won by ${name(owner)}: ${side(stone, owner)}`;
  const theirs = stone.formations[rival];
  if (theirs === null || theirs === undefined) {
    const held = cards(stone, rival);
    const what = held ? `${name(rival)}'s unfinished side (${held})` : `${name(rival)}'s empty side`;
    return `${won}, against ${what}: no finish of it could win.`;
  }
  const tie = theirs === stone.formations[owner] ? `: equal, and ${name(owner)}'s side was complete first` : "";
  return `${won}, against ${name(rival)}'s ${side(stone, rival)}${tie}.`;
}
