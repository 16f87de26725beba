/**
 * The game sheet, shown only when the page is printed (js/sheet.css): the last position of the
 * line shown, the score, each tile's scoring in words, and every move with its comment. It is
 * drawn from what the widget already holds (the last frame, the `tree` and `comments` traits);
 * it decides nothing. A copy for paper: hidden from screen readers, and its elements carry none
 * of the `data-*` hooks of the live board.
 */

import { drawBoard } from "./board";
import { h } from "../../dom";
import { LineIndex } from "../../movetree";
import { playerName } from "../../players";
import type { MoveTree, TreeLine } from "../../types";
import type { Frame, TileScore } from "./types";
import { HIDDEN_COMMENT } from "../../words";


/** What the sheet is drawn from. */
export interface SheetState {
  /** The frames of the line shown; the sheet draws the last one. */
  frames: Frame[];
  tree: MoveTree | undefined;
  comments: Record<string, string> | null | undefined;
  /** The line shown (0: the main line), whose last position the sheet draws. */
  line: number;
}

/**
 * The print-only sheet. Redrawn only when the last frame, the tree or the comments change, and
 * then when the page is idle (or about to print): it is never seen on screen, so a move's
 * redraw does not wait for it.
 */
export class GameSheet {
  readonly el = h("section", { class: "cg-sheet", "aria-hidden": "true" });
  private key: unknown[] = [];
  private pending: SheetState | null = null;
  private idle: number | undefined;
  private readonly print = window.matchMedia?.("print");

  constructor() {
    window.addEventListener("beforeprint", this.flush);
    this.print?.addEventListener?.("change", this.flush);
  }

  update(state: SheetState): void {
    const key = [state.frames.at(-1), state.tree, state.comments, state.line];
    if (key.every((part, i) => part === this.key[i])) return;
    this.key = key;
    this.pending = state;
    if (this.idle === undefined) this.idle = whenIdle(this.flush);
  }

  /** Draws a pending change now. */
  readonly flush = (): void => {
    if (this.idle !== undefined) cancelIdle(this.idle);
    this.idle = undefined;
    const state = this.pending;
    this.pending = null;
    if (!state) return;
    const last = state.frames.at(-1);
    this.el.replaceChildren(...(last ? drawSheet(last, state) : []));
  };

  /** Stops listening for print; nothing more is drawn. */
  destroy(): void {
    if (this.idle !== undefined) cancelIdle(this.idle);
    this.idle = undefined;
    this.pending = null;
    window.removeEventListener("beforeprint", this.flush);
    this.print?.removeEventListener?.("change", this.flush);
  }
}

const IDLE_TIMEOUT_MS = 500; // drawn by then even on a busy page

function whenIdle(fn: () => void): number {
  return typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(fn, 50);
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

function drawSheet(last: Frame, state: SheetState): HTMLElement[] {
  const names = last.names.slice(0, last.players).join(" vs ");
  const board = drawBoard(last, { lit: new Map(), selectedSeat: null });
  for (const el of [board, ...board.querySelectorAll("*")]) {
    for (const name of el.getAttributeNames()) if (name.startsWith("data-") || name === "tabindex" || name === "role") el.removeAttribute(name);
  }
  board.setAttribute("class", "cg-sheet-board-svg"); // not the live board's class
  const parts: HTMLElement[] = [
    h("h2", {}, `Clans and Glory: ${names}`),
    h("h3", {}, positionTitle(last, state.line)),
    h("div", { class: "cg-sheet-board" }, board),
  ];
  const score = last.score;
  if (score) {
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
  }
  parts.push(h("h3", {}, "Moves"), movesList(last, state, 0));
  const index = new LineIndex(state.tree);
  const variations = (state.tree?.lines ?? []).filter((line) => line.id !== 0 && line.moves.length > 0);
  if (variations.length) {
    parts.push(h("h3", {}, "Variations"));
    for (const line of variations) {
      const from = index.get(line.parent ?? 0);
      const where = line.ply === 0 ? "from the start" : `after move ${line.ply}${from && from.id !== 0 ? ` of the variation at move ${from.ply + 1}` : ""}`;
      parts.push(h("p", { class: "cg-sheet-variation" }, `Variation ${where}:`), movesList(last, state, line.id));
    }
  }
  return parts;
}

/** "Final position", or where the board stands: after which move, of a variation if one is shown. */
function positionTitle(last: Frame, line: number): string {
  const where = line === 0 ? "" : " of the variation shown";
  if (last.over) return line === 0 ? "Final position" : `Final position${where}`;
  return `Position after move ${last.ply}${where}`;
}

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

/** The moves of one line, numbered, each with its comment. */
function movesList(frame: Frame, state: SheetState, id: number): HTMLOListElement {
  const line: TreeLine | undefined = state.tree?.lines.find((l) => l.id === id);
  const list = h("ol", { class: "cg-sheet-moves" });
  for (const move of line?.moves ?? []) {
    const comment = move.comment ? (state.comments?.[`${id}:${move.ply}`] ?? "") : move.comment_hidden ? HIDDEN_COMMENT : "";
    list.append(
      h(
        "li",
        { value: move.ply },
        h("span", { class: "cg-sheet-who" }, playerName(frame, move.player)),
        " ",
        h("code", {}, move.move),
        comment ? h("span", { class: "cg-sheet-comment" }, ` ${comment}`) : null,
      ),
    );
  }
  if (!line?.moves.length) list.append(h("li", { class: "cg-sheet-note" }, "No moves yet."));
  return list;
}
