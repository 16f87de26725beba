/**
 * Schotten Totten's part of the printed game sheet (the shell's js/sheet.ts draws the heading,
 * the moves with their comments and the variations): the border as it stands at the end of
 * the line shown, the result (Python's sentence and the stones each side holds), and each stone
 * in words: both sides' cards with Python's formations, and who won it, against what. It reads
 * the last frame only and decides nothing.
 */

import { h } from "../../dom";
import type { Say } from "../../i18n";
import { isYou, playerName } from "../../players";
import { type SheetGame, type SheetState, paperCopy } from "../../sheet";
import type { Frame as ShellFrame } from "../../types";
import { drawBoard } from "./board";
import { cardName } from "./cards";
import type { Frame, Stone } from "./types";

/** Schotten Totten's sheet: the border, the result, and the stones one by one. */
export const schottenSheet: SheetGame = {
  title: "Schotten Totten",
  parts(shellFrame: ShellFrame, state: SheetState): HTMLElement[] {
    const say = state.say;
    const last = { ...(shellFrame as Frame), legal: null }; // nothing lit on paper
    const host = h("div", { class: "cg-sheet-board" });
    drawBoard(say, host, last, { open: new Set(), table: new Set(), picked: new Set() });
    const board = host.firstElementChild;
    if (board) paperCopy(board, "cg-sheet-board-svg st-sheet-board");
    const parts: HTMLElement[] = [host];
    const score = last.score;
    if (score) {
      const rows = [0, 1].map((p) => h("tr", {}, h("td", {}, playerName(last, p)), h("td", { class: "cg-num" }, String(score.stones[p] ?? 0))));
      parts.push(
        h("h3", {}, say(last.over ? "schotten.sheet_result" : "schotten.sheet_held")),
        h("table", { class: "cg-sheet-score" }, h("tr", {}, h("th", {}, say("schotten.sheet_player")), h("th", {}, say("schotten.sheet_stones"))), ...rows),
        h("p", {}, score.text),
      );
    }
    parts.push(
      h("h3", {}, say("schotten.sheet_stones_heading")),
      h("p", { class: "cg-sheet-note" }, say("schotten.sheet_note")),
      h("ul", { class: "cg-sheet-tiles st-sheet-stones" }, ...last.stones.map((stone) => h("li", {}, stoneLine(say, last, stone)))),
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
function side(say: Say, stone: Stone, player: number): string {
  const shown = cards(stone, player);
  const formation = stone.formations[player];
  if (!shown) return say("schotten.no_cards");
  return formation ? `${shown}, ${formation}` : shown;
}

/** One stone in words: who won it and against what, or both sides of an unclaimed stone. */
export function stoneLine(say: Say, frame: Frame, stone: Stone): string {
  const name = (p: number): string => playerName(frame, p);
  const modes = stone.modes.map((mode) => cardName(say, mode)).join(", ");
  const named = modes ? say("schotten.sheet_stone_modes", { stone: stone.stone, modes }) : say("schotten.sheet_stone", { stone: stone.stone });
  const owner = stone.owner ?? null; // a Pyodide kernel sends None as undefined
  if (owner === null) {
    return say("schotten.sheet_unclaimed", { stone: named, first: name(0), first_side: side(say, stone, 0), second: name(1), second_side: side(say, stone, 1) });
  }
  const rival = 1 - owner;
  const won = say("schotten.sheet_won", { stone: named, name: name(owner), side: side(say, stone, owner) });
  const yours = isYou(frame, rival); // "your side" to the player the sheet is drawn for
  const theirs = stone.formations[rival];
  if (theirs === null || theirs === undefined) {
    const held = cards(stone, rival);
    if (held) return yours ? say("schotten.sheet_against_unfinished_yours", { won, cards: held }) : say("schotten.sheet_against_unfinished", { won, name: name(rival), cards: held });
    return yours ? say("schotten.sheet_against_empty_yours", { won }) : say("schotten.sheet_against_empty", { won, name: name(rival) });
  }
  const text = yours ? say("schotten.sheet_against_yours", { won, side: side(say, stone, rival) }) : say("schotten.sheet_against", { won, name: name(rival), side: side(say, stone, rival) });
  if (theirs !== stone.formations[owner]) return say("schotten.sheet_end", { text });
  return isYou(frame, owner) ? say("schotten.sheet_tie_yours", { text }) : say("schotten.sheet_tie", { text, name: name(owner) });
}
