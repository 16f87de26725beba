/**
 * The shell: one rendered view of the widget. It owns its DOM, its listeners and its timers,
 * steps through the frames, draws the move list, the review, the hint button, the status and
 * errors, and sends intents; the view of the game the frames name (js/shell/registry.ts) draws
 * the board, the pieces, the score and the picker. It names no game's data.
 */

import type { AnyModel } from "@anywidget/types";
import { framesOf, type FrameStore } from "./framestore";
import { buildControls, type Controls } from "./controls";
import { isDownloadMessage, SAVE_ACTIONS, saveFile } from "./download";
import { activeIn, fillFrom, h } from "./dom";
import { followPageTheme } from "./theme";
import "./games/register"; // every game's plug-in, registered once
import { HintButton, hintOf } from "./hint";
import { boardLanguage, catalogueLanguage, sayer, type Say } from "./i18n";
import { Layout } from "./layout";
import { drawCover } from "./hotseat";
import { MovesPanel, revealCurrent } from "./moves";
import { answerAhead, drawNeedsKernel, needsKernel } from "./offline";
import { Announcer } from "./announce";
import { readTree, wireTree } from "./movetree";
import { addressed, isYou } from "./players";
import { finished, PuzzlePanel, puzzleOf } from "./puzzle";
import { ReviewPanel, reviewStateOf } from "./review";
import { isRovingKey, pieceStops, rove, stopInOrder, stopToward } from "./roving";
import type { GameHost, GamePlugin, GameView } from "./shell/plugin";
import { pluginFor } from "./shell/registry";
import { drawError, drawStatus } from "./status";
import type { Frame, Intent, PuzzleState, Traits } from "./types";
import css from "./style.css";
import sheetCss from "./sheet.css";
import layoutCss from "./layout.css";

/** The intents whose answer a person waits for: a move, an undo, a reveal. */
const ANSWERED_AT_ONCE = new Set<Intent["kind"]>(["play", "undo", "reveal"]);

const MODEL_EVENTS = [
  "position",
  "line",
  "tree",
  "comments",
  "error",
  "bot_thinking",
  "bot_stalled",
  "mode",
  "autoplay_ms",
  "hotseat",
  "covered",
  "can_undo",
  "forecast",
  "puzzle",
  "can_hint",
  "hint_thinking",
  "hint",
  "downloads",
  "size",
] as const;
const FOCUS_KEYS = ["data-move-id", "data-goto", "data-answer", "data-action", "data-review-ply"] as const;

export class ClansView {
  readonly root: HTMLElement;
  private readonly status = h("div", { class: "cg-status-box" });
  private readonly error = h("div", { class: "cg-error", hidden: true });
  /** The board's words, in the language it speaks (its `lang` trait, else the page's): widget.ts draws it again when `lang` changes. */
  private readonly say: Say;
  private readonly controls: Controls;
  private readonly boardWrap = h("div", { class: "cg-board-wrap" });
  private readonly boardBox = h("div", { class: "cg-board-box" });
  private readonly forecastBox = h("div", { class: "cg-forecast-box" });
  private readonly puzzlePanel: PuzzlePanel;
  private readonly scoringBox = h("div", { class: "cg-scoring-box" });
  private readonly info = h("p", { class: "cg-info", "aria-live": "polite" });
  private readonly announcer: Announcer;
  private readonly letBotMove: HTMLButtonElement;
  private readonly pieces = h("div", { class: "cg-hands-box" });
  private readonly side = h("div", { class: "cg-side" });
  private readonly scoreBox = h("div", { class: "cg-score-box" });
  private readonly moves = new MovesPanel();
  private readonly reviewPanel: ReviewPanel;
  private reviewShown = ""; // the review and refusal last drawn in full (JSON)
  private readonly hintButton: HintButton;
  private readonly actionBar: HTMLElement;
  private plugin: GamePlugin | null = null; // the game drawn, chosen by the frames' `game`
  private game: GameView | null = null;
  private gameError = ""; // no plug-in draws the frames' game

  private offlineNote = ""; // what a board with no kernel says to a request (offline.ts)
  private drawFrame: number | undefined; // a redraw after new frames, on the next animation frame
  private drawQueued = false; // a redraw after trait changes, at the end of the current task
  private shownKey = "";
  private shownPuzzle: PuzzleState | null = null;
  private playing = false;
  private autoTimer: number | undefined;
  private revealFrame: number | undefined;
  private focusHandSoon = false;
  private focusNewMove = false; // a Place was sent: once drawn, the new move (or the cover) takes the focus
  private focusPositionSoon = false; // an Undo was sent: once drawn, the position it went back to takes the focus
  private actionsHeld = false; // the game's buttons were not redrawn: one of them has the focus until focusSoon
  private askedDownload = false; // this view sent a download intent not answered yet
  private readonly layout: Layout;
  private readonly stopTheme: () => void; // after a hot-seat reveal, focus the first playable card
  private readonly onModelChange = (): void => this.drawSoon();
  /** A review's progress redraws its panel alone (many times a second, the board and hands would be rebuilt under the pointer); the review itself, or a refusal, redraws everything (the move list shows its marks). */
  private readonly onReviewState = (): void => {
    const state = reviewStateOf(this.model.get("review_state"));
    const shown = JSON.stringify([state?.review ?? null, state?.refusal ?? ""]);
    if (shown !== this.reviewShown || this.drawQueued) this.drawSoon();
    else this.reviewPanel.update(this.reviewArgs(state));
  };
  private readonly onFrames = (): void => this.drawAfterFrames();
  private readonly onMessage = (msg: unknown): void => {
    if (this.game?.message(msg)) return;
    if (isDownloadMessage(msg) && this.askedDownload) {
      this.askedDownload = false; // every view of the model hears the answer: only the one asked saves
      saveFile(msg, this.root);
    }
  };
  private readonly onError = (): void => {
    if (!this.model.get("error")) return;
    this.askedDownload = false; // a refusal: no file is coming
    this.focusNewMove = false; // nor a move
    this.focusPositionSoon = false;
  };
  private readonly listeners: [string, EventListener][];
  private readonly store: FrameStore;
  private readonly unwatchFrames: () => void;

  constructor(
    private readonly model: AnyModel<Traits>,
    host: HTMLElement,
  ) {
    const lang = boardLanguage(model.get("lang"));
    const say = (this.say = sayer(lang));
    this.controls = buildControls(say);
    this.puzzlePanel = new PuzzlePanel(say);
    this.announcer = new Announcer(say);
    this.letBotMove = h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "bot", hidden: true }, say("board.let_bot_move"));
    this.reviewPanel = new ReviewPanel(say);
    this.hintButton = new HintButton(say);
    this.root = h("div", {
      class: "clans-widget",
      tabindex: 0,
      lang,
      "data-lm-suppress-shortcuts": "true",
      role: "region",
      "aria-label": say("board.label"), // the game's title, once its plug-in is known
      "aria-keyshortcuts": "ArrowLeft ArrowRight Home End Space H",
    });
    this.boardWrap.append(this.boardBox, this.forecastBox);
    const actions = h("div", { class: "cg-actionbar" }, this.info, h("span", { class: "cg-spacer" }), this.hintButton.el, this.letBotMove);
    this.actionBar = actions;
    this.root.append(
      h("style", {}, css + layoutCss + sheetCss),
      this.status,
      this.error,
      this.puzzlePanel.el,
      this.controls.el,
      this.boardWrap,
      this.scoringBox,
      this.announcer.el,
      actions,
      h("div", { class: "cg-lower" }, this.pieces, this.side),
    );
    this.listeners = [
      ["click", (e) => this.onClick(e as MouseEvent)],
      ["keydown", (e) => this.onKey(e as KeyboardEvent)],
      ["mouseover", (e) => this.onHover(e, true)],
      ["mouseout", (e) => this.onHover(e, false)],
      ["focusin", (e) => { this.onHover(e, true); this.roveAll(); }],
      ["focusout", (e) => this.onHover(e, false)],
      ["change", (e) => this.onSpeed(e)],
    ];
    for (const [type, fn] of this.listeners) this.root.addEventListener(type, fn);
    for (const name of MODEL_EVENTS) this.model.on(`change:${name}`, this.onModelChange);
    this.model.on("change:review_state", this.onReviewState);
    this.model.on("msg:custom", this.onMessage);
    this.model.on("change:error", this.onError);
    // no `lang` of its own: Python's sentences are to speak the page's language (sent before the
    // new store's `sync`, so the frames come once, in it)
    if (!catalogueLanguage(model.get("lang")) && model.get("read_only") !== true) model.send({ kind: "lang", lang });
    this.store = framesOf(model);
    this.unwatchFrames = this.store.watch(this.onFrames);
    this.chooseGame();
    host.append(this.root);
    this.stopTheme = followPageTheme(this.root);
    this.layout = new Layout(this.root, this.boardWrap);
    this.draw();
  }

  /** Removes every listener and timer. */
  destroy(): void {
    this.stopTheme();
    this.layout.stop();
    this.stopAutoplay();
    if (this.revealFrame !== undefined) cancelAnimationFrame(this.revealFrame);
    if (this.drawFrame !== undefined) cancelAnimationFrame(this.drawFrame);
    this.game?.destroy();
    for (const name of MODEL_EVENTS) this.model.off(`change:${name}`, this.onModelChange);
    this.model.off("change:review_state", this.onReviewState);
    this.model.off("msg:custom", this.onMessage);
    this.model.off("change:error", this.onError);
    this.unwatchFrames();
    for (const [type, fn] of this.listeners) this.root.removeEventListener(type, fn);
    this.root.remove();
  }

  // ---- the game -------------------------------------------------------------

  /**
   * The view of the game the frames name (`pluginFor`; frames that name none are Clans and
   * Glory's), made anew when another game is drawn; null, with `gameError` saying why, when no
   * plug-in draws it.
   */
  private chooseGame(): GameView | null {
    let plugin: GamePlugin;
    try {
      plugin = pluginFor(this.frames()[0]?.game);
      this.gameError = "";
    } catch (error) {
      this.gameError = error instanceof Error ? error.message : String(error);
      return null;
    }
    if (plugin === this.plugin && this.game) return this.game;
    if (this.game) {
      this.game.destroy();
      for (const el of [...this.game.actions, this.game.sheet]) el.remove();
    }
    this.plugin = plugin;
    const game = plugin.view(this.gameHost());
    this.game = game;
    this.actionBar.append(...game.actions);
    this.root.append(game.sheet);
    this.root.setAttribute("aria-label", `${plugin.title} board`);
    return game;
  }

  /** The boxes and services the game's view is given. */
  private gameHost(): GameHost {
    return {
      root: this.root,
      say: this.say,
      board: this.boardBox,
      forecast: this.forecastBox,
      overlay: this.scoringBox,
      pieces: this.pieces,
      score: this.scoreBox,
      send: (intent) => this.send(intent),
      here: () => this.here(),
      sentMove: () => {
        this.focusNewMove = true;
      },
      clearError: () => {
        if (!this.model.get("error")) return;
        this.model.set("error", "");
        this.model.save_changes();
      },
      redraw: () => this.draw(),
      resetInfo: () => this.setInfo(this.defaultInfo(this.frame())),
      setInfo: (text, peek) => this.setInfo(text, peek),
      forecastOn: () => this.forecastOn(),
    };
  }

  // ---- model access -------------------------------------------------------

  private frames(): Frame[] {
    return this.store.all();
  }

  private position(): number {
    const count = this.frames().length;
    const pos = this.model.get("position") ?? 0;
    return Math.max(0, Math.min(count - 1, pos));
  }

  /** The shown frame, as the learner may act on it: in a puzzle not answered by a move, or finished, no card is playable. */
  private frame(): Frame | undefined {
    const frame = this.frames()[this.position()];
    const puzzle = this.puzzle();
    if (frame?.legal && (this.offline() || (puzzle && (puzzle.answer !== "move" || finished(puzzle))))) return { ...frame, legal: null };
    return frame;
  }

  /** The puzzle shown, in puzzle mode; null otherwise. */
  private puzzle(): PuzzleState | null {
    return puzzleOf({ mode: this.model.get("mode"), puzzle: this.model.get("puzzle") });
  }

  /**
   * No kernel behind the board: an exported or site page, a saved notebook with its kernel off,
   * or Python has not answered yet (framestore.ts). A plain replay: nothing lit, nothing to play,
   * undo, hint, review or save.
   */
  private offline(): boolean {
    return this.model.get("read_only") === true || !this.store.live;
  }

  /** The stack forecast is shown: switched on, and never in a puzzle (it would give answers away). */
  private forecastOn(): boolean {
    return this.model.get("forecast") !== false && this.puzzle() === null;
  }

  /** Python's hint for the position shown; null when none. */
  private hint(): ReturnType<typeof hintOf> {
    if (this.offline()) return null;
    return hintOf({ hint: this.model.get("hint"), line: this.model.get("line") ?? 0 }, this.position());
  }

  /** Hot-seat: the last position waits behind the cover for the player to move. */
  private covered(): boolean {
    return Boolean(this.model.get("covered")) && !this.offline() && this.position() === this.frames().length - 1;
  }

  /** Sends `intent` to Python; a board with no kernel answers from the answers worked out ahead, or says why it cannot (in a puzzle: at every click). */
  private send(intent: Intent): void {
    const ahead = this.offline() ? answerAhead(this.model.get("answers"), intent) : null;
    if (ahead) return this.onMessage(ahead); // worked out when the page was made, as Python would answer
    const reason = this.offline() ? needsKernel(this.say, intent, this.puzzle() !== null) : null;
    if (reason !== null) this.sayOffline(reason);
    else if (!ANSWERED_AT_ONCE.has(intent.kind)) this.model.send(intent);
    else {
      // The kernel says it started on the move ("busy") before it answers. Acknowledging that at
      // once, with a message of our own, lets the server's websocket send the answer as soon as
      // it is written: Jupyter server leaves Nagle's rule on, and the page's TCP delays a bare
      // acknowledgement up to 40 ms, which held the answer back as long.
      let acked = false;
      const ack: Intent = { kind: "ack" };
      const status = (msg: { content?: { execution_state?: string } }): void => {
        if (acked || msg.content?.execution_state !== "busy") return;
        acked = true;
        this.model.send(ack);
      };
      // ipywidgets reads `iopub.status` from the callbacks; marimo calls them once sent: both take this
      const callbacks = Object.assign(() => undefined, { iopub: { status } });
      this.model.send(intent, callbacks);
    }
  }

  /** Shows why a board with no kernel cannot do what was asked (with the lesson's JupyterLite link, if known). */
  private sayOffline(reason: string): void {
    this.offlineNote = reason;
    this.draw();
  }

  /** Where a play or undo is made: the model's line and position, so Python can refuse a stale one. */
  private here(): { line: number; ply: number } {
    return { line: this.model.get("line") ?? 0, ply: this.model.get("position") ?? 0 };
  }

  /** Moves the cursor; true when it moved (the model's change event has redrawn then). */
  private goto(position: number): boolean {
    const count = this.frames().length;
    const target = Math.max(0, Math.min(count - 1, position));
    if (target === this.position()) return false;
    this.model.set("position", target);
    this.model.save_changes();
    this.draw(); // now, not on the next animation frame: a step is local
    return true;
  }

  // ---- drawing ------------------------------------------------------------

  /** Redraws once after the trait changes of one update (each its own event), when they are all in. */
  private drawSoon(): void {
    if (this.drawQueued) return;
    this.drawQueued = true;
    queueMicrotask(() => {
      if (this.drawQueued) this.draw();
    });
  }

  /**
   * Redraws after new frames, on the next animation frame. A move's frames come with the
   * traits it changed (`frames_step`, one update): those traits' redraw, at the end of the
   * same task, draws both, and this one is cancelled.
   */
  private drawAfterFrames(): void {
    if (this.drawFrame === undefined) this.drawFrame = requestAnimationFrame(() => this.draw());
  }

  /** What the review panel shows: `saved` (the `review_state` trait) as this page may offer it. */
  private reviewArgs(saved: ReturnType<typeof reviewStateOf>): Parameters<ReviewPanel["update"]>[0] {
    const offline = this.offline();
    const state = offline && saved ? { ...saved, progress: null, refusal: saved.refusal || this.say("review.no_kernel") } : saved;
    const tree = readTree(wireTree(this.model.get("tree")));
    const line = this.model.get("line") ?? 0;
    const frames = this.frames();
    return { state, mainMoves: tree?.lines.find((l) => l.id === 0)?.moves.length ?? 0, mainPosition: line === 0 ? this.position() : null, frame: frames[0] };
  }

  /** Redraws the shown frame (a few milliseconds); the move list is only re-marked when the line is unchanged. */
  draw(): void {
    if (this.drawFrame !== undefined) cancelAnimationFrame(this.drawFrame);
    this.drawFrame = undefined;
    this.drawQueued = false;
    const focus = this.focusKey();
    const frames = this.frames();
    const position = this.position();
    const frame = this.frame();
    const puzzle = this.puzzle();
    const covered = frame !== undefined && this.covered();
    const key = `${position}:${frames.length}:${frame?.ply ?? -1}`;
    const moved = key !== this.shownKey;
    const game = this.chooseGame();
    if (moved || puzzle !== this.shownPuzzle) {
      this.shownKey = key;
      this.shownPuzzle = puzzle;
      this.offlineNote = "";
      game?.reset();
    }
    const error = this.model.get("error") ?? "";
    game?.prepare(frame, error);
    this.drawActions(frame, this.focusNewMove && moved);
    this.root.dataset.position = String(position);
    this.root.dataset.ply = String(frame?.ply ?? 0);
    this.root.dataset.live = String(this.store.live); // a kernel has answered: the board may be played
    this.root.classList.toggle("cg-mode-replay", this.model.get("mode") === "replay");
    this.root.classList.toggle("cg-mode-puzzle", puzzle !== null);
    const offline = this.offline();
    const thinking = Boolean(this.model.get("bot_thinking")) && !offline;
    fillFrom(this.status, [frame, thinking, this.plugin?.title], () => drawStatus(this.say, frame, thinking, this.plugin?.title));
    if (this.offlineNote) drawNeedsKernel(this.say, this.error, this.offlineNote, this.model.get("lite"));
    else drawError(this.say, this.error, error);
    const mover = frame ? addressed(frame, frame.turn ?? 0) : { name: "", you: false };
    this.puzzlePanel.update(puzzle, mover, puzzle && game?.answerHow ? game.answerHow(puzzle, mover) : null);
    this.controls.update({
      position,
      count: frames.length,
      ply: frame?.ply ?? 0,
      lastPly: frames.at(-1)?.ply ?? 0,
      playing: this.playing,
      autoplayMs: this.model.get("autoplay_ms") ?? 900,
      canUndo: Boolean(this.model.get("can_undo")) && puzzle === null && !offline,
      readOnly: offline,
      waiting: offline && this.model.get("read_only") !== true,
      downloads: offline && this.model.get("read_only") === true ? [] : (this.model.get("downloads") ?? []),
      forecast: this.model.get("forecast") !== false,
      forecastSwitch: puzzle === null && this.plugin?.forecast === true,
      stepping: puzzle === null,
    });
    if (!frame || !game) {
      this.boardBox.replaceChildren(h("p", { class: "cg-muted cg-empty" }, this.gameError || this.say("board.no_frames")));
      this.pieces.replaceChildren();
      this.side.replaceChildren();
      game?.clear();
      return;
    }
    if (covered) this.pieces.replaceChildren(drawCover(this.say, frame, Boolean(this.model.get("can_undo"))));
    const wire = wireTree(this.model.get("tree"));
    const tree = readTree(offline && wire ? { ...wire, editable: false } : wire);
    const line = this.model.get("line") ?? 0;
    const comments = this.model.get("comments");
    game.draw({ say: this.say, frame, frames, puzzle, hint: this.hint(), covered, key, tree, comments, line });
    this.announcer.update({ line, position, frames, tree, comments, scoreChange: this.plugin?.scoreChange });
    this.layout.update(this.model.get("size"));
    this.root.classList.toggle("cg-print-sheet", !puzzle);
    const saved = reviewStateOf(this.model.get("review_state"));
    this.reviewShown = JSON.stringify([saved?.review ?? null, saved?.refusal ?? ""]);
    const moves = this.moves.update({ tree, comments, line, position, frame: frames[0], review: saved?.review, say: this.say });
    const review = this.reviewPanel.update(this.reviewArgs(saved));
    const side = puzzle ? [moves] : [this.scoreBox, moves, review]; // no score in a puzzle: it would give answers away
    if (side.some((el, i) => this.side.childNodes[i] !== el) || this.side.childNodes.length !== side.length) this.side.replaceChildren(...side);
    this.revealSoon(moves);
    this.restoreFocus(focus);
    this.roveAll();
    const standing = covered ? "[data-action='reveal']" : ".cg-moves .cg-move[aria-current]"; // where play now stands
    if (this.focusNewMove && moved) {
      this.focusNewMove = false;
      this.focusSoon(standing);
    }
    if (this.focusPositionSoon && moved) {
      this.focusPositionSoon = false;
      const current = this.root.querySelector<HTMLElement>(standing);
      requestAnimationFrame(() => current?.focus({ preventScroll: true }));
    }
    if (this.focusHandSoon && !covered) {
      this.focusHandSoon = false;
      game.focusFirstPiece();
    }
  }

  /**
   * After a Place, moves the focus from the button just clicked to `selector` (the new move, or
   * the hot-seat cover) on the next animation frame, then lets the game hide its buttons: the
   * focus never falls to the page, where JupyterLab would deactivate the notebook (a restyle of
   * its whole shell, and a layout forced inside the redraw); not inside the redraw (a forced
   * style pass); not to the root (a focus change restyles the focused element's whole subtree).
   */
  private focusSoon(selector: string): void {
    requestAnimationFrame(() => {
      const active = activeIn(this.root);
      const lost = Boolean(this.game?.holdsFocus(active)) || (active ?? document.activeElement) === document.body;
      if (lost) this.root.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
      if (this.actionsHeld) {
        this.actionsHeld = false;
        this.game?.drawActions(this.frame());
      }
    });
  }

  /** Keeps one tab stop among the board's pieces and places, and one in the move list (js/roving.ts). */
  private roveAll(): void {
    const active = activeIn(this.root);
    const pickable = this.game?.pickable;
    if (pickable) rove(pieceStops(this.root, pickable), active);
    rove(this.moveStops(), active);
  }

  private moveStops(): HTMLElement[] {
    return [...this.side.querySelectorAll<HTMLElement>(".cg-moves .cg-move")];
  }

  /** An arrow, Home or End inside the move list or among the pieces moves the focus there; true when it did. */
  private roveKey(target: Element, key: string): boolean {
    if (!isRovingKey(key)) return false;
    const moves = this.moveStops();
    const move = target.closest(".cg-move");
    let next: Element | null = null;
    if (move && moves.includes(move as HTMLElement)) next = stopInOrder(moves, move, key);
    else {
      const pickable = this.game?.pickable;
      const piece = pickable ? target.closest(pickable) : null;
      const stops = pickable ? pieceStops(this.root, pickable) : [];
      if (!piece || !stops.includes(piece as HTMLElement)) return false;
      next = stopToward(stops, piece, key);
    }
    if (next instanceof HTMLElement || next instanceof SVGElement) next.focus({ preventScroll: false });
    return true;
  }

  /** Scrolls the move list to the current move on the next animation frame (no forced layout while drawing). */
  private revealSoon(moves: HTMLElement): void {
    if (this.revealFrame !== undefined) cancelAnimationFrame(this.revealFrame);
    this.revealFrame = requestAnimationFrame(() => {
      this.revealFrame = undefined;
      revealCurrent(moves);
    });
  }

  /** The shell's buttons and the game's; after a move sent (`answered`) from a focused game button, the game's stay until focusSoon moves the focus. */
  private drawActions(frame: Frame | undefined, answered: boolean): void {
    this.actionsHeld = answered && Boolean(this.game?.holdsFocus(activeIn(this.root)));
    if (!this.actionsHeld) this.game?.drawActions(frame);
    const offline = this.offline();
    this.letBotMove.hidden = !this.model.get("bot_stalled") || offline;
    // A finished game has no move to hint: hidden at once, before Python's `can_hint` for the
    // position stepped to arrives (shown meanwhile, it sat for a moment below the final score).
    const canHint = Boolean(this.model.get("can_hint")) && !offline && !frame?.over;
    this.hintButton.update(canHint, Boolean(this.model.get("hint_thinking")) && !offline);
    this.setInfo(this.defaultInfo(frame));
  }

  /** Writes the info line; `peek` (a seat under the pointer) keeps the line's height and cuts the text to one line (its seat's title tells it whole), so pointing moves nothing. */
  private setInfo(text: string, peek = false): void {
    const info = this.info;
    if (peek && !info.classList.contains("cg-peek")) {
      info.style.height = `${info.offsetHeight}px`;
      info.classList.add("cg-peek");
    } else if (!peek && info.classList.contains("cg-peek")) {
      info.style.height = "";
      info.classList.remove("cg-peek");
    }
    if (info.textContent !== text) info.textContent = text;
  }

  private defaultInfo(frame: Frame | undefined): string {
    const game = this.game;
    if (!frame || !game) return "";
    const note = game.note();
    if (note) return note;
    const legal = frame.legal;
    const puzzle = this.puzzle();
    if (puzzle) {
      const say = this.say;
      if (puzzle.solved) return say("info.solved");
      if (puzzle.solution) return say("info.solution_shown");
      if (puzzle.answer === "seat") return say("info.answer_seat");
      const own = game.answerHow?.(puzzle, frame.turn != null ? addressed(frame, frame.turn) : { name: "", you: false });
      if (own) return own;
      if (puzzle.choices.length) return say("info.answer_buttons");
      if (frame.over) return say("info.game_over");
    }
    if (frame.over) return game.result(frame);
    const hint = this.hint();
    if (hint && !game.choosing()) return game.hintText(hint);
    if (this.model.get("hint_thinking") && !this.offline()) return this.say("info.working_out_hint");
    if (!legal && frame.turn != null && this.model.get("bot_thinking") && !this.offline())
      return this.say("info.thinking", { name: frame.names[frame.turn] ?? this.say("info.the_bot") });
    if (!legal) {
      if (frame.turn == null) return "";
      return isYou(frame, frame.turn) ? this.say("game.your_turn") : this.say("info.to_move", { name: frame.names[frame.turn] ?? this.say("info.player") });
    }
    return game.playInfo(frame);
  }

  /** What holds focus inside the widget: an element key, "root" (anything else inside), or null (outside). */
  private focusKey(): [string, string] | "root" | null {
    const active = activeIn(this.root);
    if (!active || !this.root.contains(active)) return null;
    for (const attr of [...(this.game?.focusKeys ?? []), ...FOCUS_KEYS]) {
      const value = active.getAttribute(attr);
      if (value !== null) return [attr, value];
    }
    return "root";
  }

  /** Puts focus back on the redrawn element (or the root) when a redraw removed the focused one. */
  private restoreFocus(key: [string, string] | "root" | null): void {
    if (!key) return;
    const active = activeIn(this.root);
    if (active && active !== document.body && this.root.contains(active)) return;
    const target = key === "root" ? null : this.root.querySelector<HTMLElement | SVGElement>(`[${key[0]}="${CSS.escape(key[1])}"]`);
    if (target?.matches("[hidden], [hidden] *")) return; // takes no focus: trying would only force a layout mid-redraw
    (target && !target.matches(":disabled") ? target : this.root).focus({ preventScroll: true }); // a disabled button takes no focus
  }

  // ---- autoplay -----------------------------------------------------------

  private toggleAutoplay(): void {
    if (this.playing) this.stopAutoplay();
    else this.startAutoplay();
    this.draw();
  }

  private startAutoplay(): void {
    const count = this.frames().length;
    if (count < 2) return;
    this.playing = true;
    if (this.position() >= count - 1) this.goto(0);
    this.scheduleStep();
  }

  private scheduleStep(): void {
    this.autoTimer = window.setTimeout(() => {
      this.autoTimer = undefined;
      const count = this.frames().length;
      const next = this.position() + 1;
      if (next >= count) {
        this.stopAutoplay();
        this.draw();
        return;
      }
      if (next >= count - 1) this.playing = false;
      const moved = this.goto(next);
      if (this.playing) this.scheduleStep();
      else if (!moved) this.draw();
    }, this.model.get("autoplay_ms") || 900);
  }

  private stopAutoplay(): void {
    this.playing = false;
    if (this.autoTimer !== undefined) window.clearTimeout(this.autoTimer);
    this.autoTimer = undefined;
  }

  private step(to: number): void {
    this.stopAutoplay();
    if (!this.goto(to)) this.draw();
  }

  /** Shows the position after the reviewed move `ply` (from 0) of the main line: a step on it, or a request to show it. */
  private showReviewed(ply: number): void {
    if (!Number.isInteger(ply)) return;
    if ((this.model.get("line") ?? 0) === 0) this.step(ply + 1);
    else this.gotoLine(0, ply + 1);
  }

  /** Asks Python to show `ply` of another line (the shown line's positions are stepped to, not asked for). */
  private gotoLine(line: number, ply: number): void {
    this.stopAutoplay();
    if (Number.isInteger(line) && Number.isInteger(ply)) this.send({ kind: "goto", line, ply });
  }

  // ---- events -------------------------------------------------------------

  /** A click on a `data-action` button `el` (its `data-line`, `data-ply` and `data-move` for promote and delete, its `data-answer` for an answer). */
  private onAction(action: string, el?: HTMLElement): void {
    const frame = this.frame();
    const pos = this.position();
    const line = Number(el?.dataset.line ?? NaN);
    switch (action) {
      case "first": return this.step(0);
      case "prev": return this.step(pos - 1);
      case "next": return this.step(pos + 1);
      case "last": return this.step(this.frames().length - 1);
      case "autoplay": return this.toggleAutoplay();
      case "undo":
      case "take-back": // hot-seat: the same undo, from the cover
        this.stopAutoplay();
        this.focusPositionSoon = true;
        return this.send({ kind: "undo", ...this.here() });
      case "reveal":
        this.stopAutoplay();
        this.focusHandSoon = true;
        return this.send({ kind: "reveal" });
      case "main-line":
        this.stopAutoplay();
        return this.send({ kind: "main-line" });
      case "promote":
      case "delete": {
        const ply = Number(el?.dataset.ply ?? NaN);
        const move = el?.dataset.move ?? "";
        if (Number.isInteger(line) && Number.isInteger(ply)) this.send({ kind: action, line, ply, move });
        return;
      }
      case "bot": return this.send({ kind: "bot" });
      case "ask-hint":
        if (!this.model.get("hint_thinking")) this.send({ kind: "hint", ...this.here() });
        return;
      case "save-record":
      case "save-page":
        this.askedDownload = true;
        return this.send({ kind: "download", what: SAVE_ACTIONS[action] ?? "" });
      case "review": return this.send({ kind: "review" });
      case "forecast-toggle":
        this.model.set("forecast", this.model.get("forecast") === false);
        this.model.save_changes();
        return;
      case "puzzle-prev":
      case "puzzle-next": {
        const puzzle = this.puzzle();
        if (puzzle) this.send({ kind: "puzzle", index: puzzle.index + (action === "puzzle-next" ? 1 : -1) });
        return;
      }
      case "hint": return this.send({ kind: "hint" });
      case "solution": return this.send({ kind: "solution" });
      case "retry": return this.send({ kind: "retry" });
      case "answer": {
        const answer = el?.dataset.answer;
        if (answer) this.send({ kind: "answer", answer });
        return;
      }
      case "dismiss-error":
        if (this.offlineNote) {
          this.offlineNote = "";
          return this.draw();
        }
        this.model.set("error", "");
        this.model.save_changes();
        return;
      default:
        this.game?.action(action, frame);
    }
  }

  private onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const action = target.closest("[data-action]");
    if (action instanceof HTMLButtonElement) {
      if (!action.disabled) this.onAction(action.dataset.action ?? "", action);
      return;
    }
    const reviewed = target.closest("[data-review-ply]");
    if (reviewed) return this.showReviewed(Number(reviewed.getAttribute("data-review-ply")));
    const go = target.closest<HTMLElement>("[data-goto]");
    if (go) return this.step(Number(go.dataset.goto));
    const other = target.closest<HTMLElement>("[data-line][data-move-ply]");
    if (other) return this.gotoLine(Number(other.dataset.line), Number(other.dataset.movePly));
    if (this.offline()) return this.offlineClick(target);
    this.game?.click(target, this.frame(), this.puzzle());
  }

  /** A piece or place clicked on a board with no kernel: a replay ignores it; a puzzle says it needs a running notebook. */
  private offlineClick(target: Element): void {
    const pickable = this.game?.pickable;
    const reason = this.puzzle() && pickable && target.closest(pickable) ? needsKernel(this.say, { kind: "answer" }, true) : null;
    if (reason) this.sayOffline(reason);
  }

  private onKey(event: KeyboardEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    const reviewed = target.closest("[data-review-ply]");
    if (reviewed && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      this.showReviewed(Number(reviewed.getAttribute("data-review-ply")));
      return;
    }
    const place = this.game?.placeOf(target);
    if (place && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      if (this.offline()) this.offlineClick(place);
      else this.game?.activate(place, this.frame(), this.puzzle());
      return;
    }
    if (event.key === "Escape") {
      if (!this.game?.escape()) return;
      event.preventDefault();
      return;
    }
    if (target.closest("select, input, textarea")) return;
    if (this.roveKey(target, event.key)) {
      event.preventDefault();
      return;
    }
    const pos = this.position();
    const moves: Record<string, number> = { ArrowLeft: pos - 1, ArrowRight: pos + 1, Home: 0, End: this.frames().length - 1 };
    const replayKeys = target === this.root || this.controls.el.contains(target); // the frame and the toolbar, not the panels
    if (event.key in moves && replayKeys) {
      event.preventDefault();
      this.step(moves[event.key] ?? pos);
    } else if (event.key === "h" && this.model.get("can_hint")) {
      event.preventDefault();
      this.onAction("ask-hint");
    } else if (event.key === " " && replayKeys && !target.closest("button, [role='button']")) {
      event.preventDefault();
      this.toggleAutoplay();
    }
  }

  /** Pointer or focus entering or leaving an element: the game's view says what it shows (a reason, a preview). */
  private onHover(event: Event, entering: boolean): void {
    const target = event.target instanceof Element ? event.target : null;
    if (target) this.game?.hover(event, target, entering, this.frame());
  }

  private onSpeed(event: Event): void {
    if (event.target !== this.controls.speed) return;
    const ms = Number(this.controls.speed.value);
    if (!Number.isFinite(ms) || ms <= 0) return;
    this.model.set("autoplay_ms", ms);
    this.model.save_changes();
  }
}
