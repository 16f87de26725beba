/**
 * What a game gives the shell (js/app.ts): everything that knows the game's pieces and places.
 * The shell owns the model, the frames, stepping, the move list, the review panel, the hint
 * button, downloads, errors, the board with no kernel, focus and layout; a game's plug-in draws
 * its board, hands and score into the boxes the shell gives it, says what a click on a piece or
 * a place means and which places are lit, and sends the move Python listed for it (it never
 * builds or reads notation: Python sends every move and every sentence).
 */

import type { Say } from "../i18n";
import type { Frame, HintState, Intent, MoveTree, PuzzleState } from "../types";
import type { Addressed } from "../players";

/** The boxes the shell lays out for a game's view, and the shell's services. */
export interface GameHost {
  /** The widget's root (focus falls back to it). */
  readonly root: HTMLElement;
  /** The board. */
  readonly board: HTMLElement;
  /** Under the board: the forecast, if the game has one. */
  readonly forecast: HTMLElement;
  /** Over the board: the game's own overlay (Clans and Glory's scoring view). */
  readonly overlay: HTMLElement;
  /** Under the action bar: the pieces in hand (the shell draws the hot-seat cover here instead). */
  readonly pieces: HTMLElement;
  /** In the side column: the score panel. */
  readonly score: HTMLElement;
  /** The board's words, in its language. */
  readonly say: Say;
  /** Sends an intent (a board with no kernel says why it cannot instead). */
  send(intent: Intent): void;
  /** Where a move is made: the shown line and position, so Python can refuse a stale one. */
  here(): { line: number; ply: number };
  /** A move was sent from a button: once drawn, the new move (or the hot-seat cover) takes the focus. */
  sentMove(): void;
  /** Clears the last refusal (an older reason must not pass for the one asked now). */
  clearError(): void;
  /** Redraws the whole view now. */
  redraw(): void;
  /** Rewrites the info line with what it says by default (after a pointer left a place). */
  resetInfo(): void;
  /** Writes the info line; `peek`: a place under the pointer, kept to one line so nothing moves. */
  setInfo(text: string, peek?: boolean): void;
  /** The forecast is shown (switched on, and not in a puzzle). */
  forecastOn(): boolean;
}

/** What one drawing of a game's view is given. */
export interface DrawState {
  /** The board's words, in its language. */
  say: Say;
  /** The frame shown, its `legal` null where the viewer may not act (no kernel, a puzzle not answered by a move). */
  frame: Frame;
  /** The frames of the line shown (for the printed sheet). */
  frames: Frame[];
  /** The puzzle shown, or null. */
  puzzle: PuzzleState | null;
  /** The hint for the position shown, or null. */
  hint: HintState | null;
  /** Hot-seat: the pieces in hand are covered (the shell has drawn the cover). */
  covered: boolean;
  /** A key naming the position shown: it changes when another position is shown. */
  key: string;
  /** The move tree, the comments the viewer may read and the line shown (for the printed sheet). */
  tree: MoveTree | undefined;
  comments: Record<string, string> | null | undefined;
  line: number;
}

/** One view of a game, made for one view of the widget (it may hold a choice in progress). */
export interface GameView {
  /** Buttons of the picker, put at the end of the action bar (Place, Place + shield, Cancel). */
  readonly actions: HTMLElement[];
  /** The printed sheet, drawn only for print. */
  readonly sheet: HTMLElement;
  /** Attributes naming the game's focusable elements, so a redraw gives the focus back. */
  readonly focusKeys: readonly string[];
  /** A selector of what a click may pick (a piece, a place): on a puzzle board with no kernel it says a kernel is needed. */
  readonly pickable: string;
  /** Another position or puzzle is shown: forget the choice and close what belongs to the last. */
  reset(): void;
  /** Before a drawing: takes Python's refusal for a move asked about; drops a choice the frame no longer allows. */
  prepare(frame: Frame | undefined, error: string): void;
  /** The picker's buttons for the frame. */
  drawActions(frame: Frame | undefined): void;
  /** Draws the board, the pieces (unless covered), the hint's marks, the score, the forecast and the sheet. */
  draw(state: DrawState): void;
  /** No frame yet: empties the game's boxes. */
  clear(): void;
  /** The game's own note for the info line (a refusal, a click explained), or "". */
  note(): string;
  /** A piece is chosen: the info line speaks of the choice, not the hint. */
  choosing(): boolean;
  /** What the info line says at the end of a game. */
  result(frame: Frame): string;
  /** The hint in words. */
  hintText(hint: HintState): string;
  /** What the info line says while the viewer may play. */
  playInfo(frame: Frame): string;
  /** How to answer a puzzle of this game's own kind (a card, a move), in a sentence; null for the shell's words. */
  answerHow?(puzzle: PuzzleState, mover: Addressed): string | null;
  /** A click on `target` (live board); true when the game took it. */
  click(target: Element, frame: Frame | undefined, puzzle: PuzzleState | null): boolean;
  /** The place `target` is in (Enter or Space on it acts as a click), or null. */
  placeOf(target: Element): Element | null;
  /** Enter or Space on a place (live board). */
  activate(place: Element, frame: Frame | undefined, puzzle: PuzzleState | null): void;
  /** A `data-action` the shell does not know; true when the game took it. */
  action(name: string, frame: Frame | undefined): boolean;
  /** Escape: closes or cancels what the game has open; true when it did. */
  escape(): boolean;
  /** The pointer or the focus entered or left `target`. */
  hover(event: Event, target: Element, entering: boolean, frame: Frame | undefined): void;
  /** A custom message from Python; true when it was the game's. */
  message(msg: unknown): boolean;
  /** The focused element is one of the picker's buttons (a Place just sent). */
  holdsFocus(active: Element | null): boolean;
  /** Focuses the first piece the player may pick (after a hot-seat reveal). */
  focusFirstPiece(): void;
  /** Removes the game's listeners and timers. */
  destroy(): void;
}

/** A game's front end: its name and how to make a view of it. */
export interface GamePlugin {
  /** The game's title, for the board's label ("Clans and Glory"). */
  readonly title: string;
  /** The game draws a forecast under its board (the shell then offers its switch). */
  readonly forecast?: boolean;
  /** Makes one view of the game in the shell's boxes. */
  view(host: GameHost): GameView;
  /** Python's sentence on the score of `frame` when its outcome (points, stones) differs from `before`'s, else null: the board's announcement adds it. */
  scoreChange?(before: Frame, frame: Frame): string | null;
}
