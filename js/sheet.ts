/**
 * The game sheet, shown only when the page is printed (js/sheet.css), for any game: a heading,
 * where the board stands, the game's own part (its plug-in draws the board and the result from
 * the last frame), then every move of the line with its comment and the variations. It is drawn
 * from what the widget already holds (the frames, the `tree` and `comments` traits); it decides
 * nothing. A copy for paper: hidden from screen readers, and its elements carry none of the
 * `data-*` hooks of the live board (`paperCopy`).
 */

import { h } from "./dom";
import type { Say } from "./i18n";
import { LineIndex } from "./movetree";
import { playerName } from "./players";
import type { Frame, MoveTree, TreeLine } from "./types";

/** What the sheet is drawn from. */
export interface SheetState {
  /** The frames of the line shown; the sheet draws the last one. */
  frames: Frame[];
  tree: MoveTree | undefined;
  comments: Record<string, string> | null | undefined;
  /** The line shown (0: the main line), whose last position the sheet draws. */
  line: number;
  /** The board's words. */
  say: Say;
}

/** What a game gives its sheet: its title and its own part, drawn from the line's last frame. */
export interface SheetGame {
  /** The game's title ("Clans and Glory"), the sheet's heading. */
  readonly title: string;
  /** The board and the result, in the game's words (between the heading and the moves). */
  parts(last: Frame, state: SheetState): HTMLElement[];
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

  constructor(private readonly game: SheetGame) {
    window.addEventListener("beforeprint", this.flush);
    this.print?.addEventListener?.("change", this.flush);
  }

  update(state: SheetState): void {
    const key = [state.frames.at(-1), state.tree, state.comments, state.line, state.say];
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
    this.el.replaceChildren(...(last ? drawSheet(this.game, last, state) : []));
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

/** `board` (a board drawn for the sheet) made a copy for paper: no `data-*` hooks, no focus, no roles; given `className`. */
export function paperCopy<T extends Element>(board: T, className: string): T {
  for (const el of [board, ...board.querySelectorAll("*")]) {
    for (const name of el.getAttributeNames()) if (name.startsWith("data-") || name === "tabindex" || name === "role") el.removeAttribute(name);
  }
  board.setAttribute("class", className); // not the live board's class
  return board;
}

const IDLE_TIMEOUT_MS = 500; // drawn by then even on a busy page

function whenIdle(fn: () => void): number {
  return typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(fn, 50);
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

function drawSheet(game: SheetGame, last: Frame, state: SheetState): HTMLElement[] {
  const say = state.say;
  const names = last.names.slice(0, last.players).join(` ${say("sheet.vs")} `);
  const parts: HTMLElement[] = [h("h2", {}, `${say("label.colon", { label: game.title })} ${names}`), h("h3", {}, positionTitle(say, last, state.line)), ...game.parts(last, state)];
  parts.push(h("h3", {}, say("sheet.moves")), movesList(last, state, 0));
  const index = new LineIndex(state.tree);
  const variations = (state.tree?.lines ?? []).filter((line) => line.id !== 0 && line.moves.length > 0);
  if (variations.length) {
    parts.push(h("h3", {}, say("sheet.variations")));
    for (const line of variations) {
      const from = index.get(line.parent ?? 0);
      const heading =
        line.ply === 0
          ? say("sheet.variation_from_start")
          : from && from.id !== 0
            ? say("sheet.variation_after_in", { n: line.ply, m: from.ply + 1 })
            : say("sheet.variation_after", { n: line.ply });
      parts.push(h("p", { class: "cg-sheet-variation" }, heading), movesList(last, state, line.id));
    }
  }
  return parts;
}

/** "Final position", or where the board stands: after which move, of a variation if one is shown. */
function positionTitle(say: Say, last: Frame, line: number): string {
  if (last.over) return say(line === 0 ? "sheet.final" : "sheet.final_variation");
  return say(line === 0 ? "sheet.after" : "sheet.after_variation", { n: last.ply });
}

/** The moves of one line, numbered, each with its comment. */
function movesList(frame: Frame, state: SheetState, id: number): HTMLOListElement {
  const line: TreeLine | undefined = state.tree?.lines.find((l) => l.id === id);
  const list = h("ol", { class: "cg-sheet-moves" });
  for (const move of line?.moves ?? []) {
    const comment = move.comment ? (state.comments?.[`${id}:${move.ply}`] ?? "") : move.comment_hidden ? state.say("moves.comment_hidden") : "";
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
  if (!line?.moves.length) list.append(h("li", { class: "cg-sheet-note" }, state.say("sheet.no_moves")));
  if (!list.querySelector(".cg-sheet-comment")) list.classList.add("cg-sheet-bare"); // short lines: columns
  return list;
}
