/**
 * Schotten Totten's plug-in (js/shell/plugin.ts): the border, the hands, the decks, and the
 * picker. Python lists every move it offers with the clicks that choose it (`steps`, play.ts):
 * a card then a stone, a lit stone to claim, a tactic card then its target (a card on the
 * border, a stone, a button), a Recruiter's draws, then (once drawn) the cards it returns. The picker walks
 * those steps and sends the move Python listed once its clicks are all made. Pointing at a stone
 * shows its claim explained (proof.ts).
 */

import { fillFrom, h } from "../../dom";
import type { MessageId, Say } from "../../i18n";
import { type Addressed, isYou, playerName } from "../../players";
import type { DrawState, GameHost, GamePlugin, GameView } from "../../shell/plugin";
import type { Frame as ShellFrame, HintState, PuzzleState } from "../../types";
import { finished } from "../../puzzle";
import { bottomPlayer, drawBoard } from "./board";
import { cardName, cardWords } from "./cards";
import { type HandChoice, drawHands } from "./hands";
import { HINT_CSS, type SchottenHint, hintText, markHint } from "./hintmarks";
import { buttonChoices, choose, handChoices, nextSteps, stepKey, stoneChoices, tableChoices } from "./play";
import { isProofMessage, Proofs } from "./proof";
import { drawScore } from "./score";
import { schottenSheet } from "./sheet";
import { GameSheet } from "../../sheet";
import css from "./schotten.css";
import type { Frame } from "./types";

/** The shell's frame is Schotten Totten's: the registry chose this plug-in by its `game`. */
function schotten(frame: ShellFrame): Frame;
function schotten(frame: ShellFrame | undefined): Frame | undefined;
function schotten(frame: ShellFrame | undefined): Frame | undefined {
  return frame as Frame | undefined;
}

const STEP_ACTION = "st-step:"; // a step button's `data-action`: this prefix and the step's key

/** One view of a Schotten Totten board: the clicks made so far and the picker's buttons. */
class SchottenView implements GameView {
  private readonly buttons = h("span", { class: "st-actions" });
  readonly actions: HTMLElement[] = [this.buttons];
  private readonly gameSheet = new GameSheet(schottenSheet); // printed in place of the widget
  readonly sheet = this.gameSheet.el;
  readonly focusKeys = ["data-stone", "data-card", "data-key"] as const;
  readonly pickable = "[data-card], [data-stone]";
  private readonly style = h("style", {}, css + HINT_CSS);
  private readonly proofs = new Proofs();
  private path: string[] = []; // the keys of the steps clicked so far
  private noteText = "";
  private frame: Frame | undefined;
  private pointed: number | null = null; // the stone whose proof is wanted: under the pointer, else focused
  private underPointer: number | null = null;
  private focused: number | null = null;
  // The pointer's way out of the widget: a redraw replaces the stones, and the pointer's leaving
  // of a replaced stone goes to the detached element, never to the widget; the element it comes
  // to is always in the page, so the page is asked where it is.
  private readonly onPageOver = (event: Event): void => this.hover(event, event.target as Element, true);
  // A stone focused by a click is pointed at by the pointer, not by the focus: its proof goes
  // when the pointer does (a focus from the keyboard, or a script, keeps it).
  private pressed = false;
  private readonly onPress = (event: Event): void => {
    this.pressed = event.type === "mousedown";
  };
  private puzzleOpen = false; // a puzzle is shown and not yet answered: no claim is explained

  private readonly say: Say;

  constructor(private readonly host: GameHost) {
    this.say = host.say;
    host.root.append(this.style);
    const page = host.root.ownerDocument;
    page.addEventListener("mouseover", this.onPageOver, true);
    for (const type of ["mousedown", "mouseup"]) page.addEventListener(type, this.onPress, true);
  }

  reset(): void {
    this.path = [];
    this.noteText = "";
    this.pointed = this.underPointer = this.focused = null;
    this.proofs.want(null, null); // another position: the proof wanted was of the last one
    this.proofs.hide();
  }

  prepare(shellFrame: ShellFrame | undefined): void {
    if (this.path.length && nextSteps(schotten(shellFrame), this.path).size === 0) this.path = [];
  }

  drawActions(shellFrame: ShellFrame | undefined): void {
    const frame = schotten(shellFrame);
    const buttons = buttonChoices(frame, this.path).map(({ key, label }) =>
      h("button", { type: "button", class: "cg-btn cg-primary", "data-action": `${STEP_ACTION}${key}` }, label),
    );
    if (this.path.length) buttons.push(h("button", { type: "button", class: "cg-btn", "data-action": "st-cancel" }, this.say("game.cancel")));
    this.buttons.replaceChildren(...buttons);
  }

  draw(state: DrawState): void {
    const frame = schotten(state.frame);
    this.frame = frame;
    const host = this.host;
    const path = this.path;
    const picked = new Set(path.filter((key) => key.startsWith("t:")));
    drawBoard(state.say, host.board, frame, { open: path.length ? stoneChoices(frame, path) : new Set(), table: tableChoices(frame, path), picked });
    const chosen = new Set(path.filter((key) => key.startsWith("h:")).map((key) => key.slice(2)));
    const player = frame.over ? null : (frame.legal?.player ?? null);
    this.puzzleOpen = state.puzzle !== null && !finished(state.puzzle);
    const answering = state.puzzle?.answer === "card" && this.puzzleOpen;
    const choice = answering ? answerChoice(frame) : { player, pickable: handChoices(frame, path), chosen };
    if (!state.covered) drawHands(state.say, host.pieces, frame, choice, bottomPlayer(frame));
    if (!state.covered) markHint(host.board, host.pieces, state.hint as SchottenHint | null, state.say);
    if (!state.puzzle) fillFrom(host.score, [frame], () => drawScore(state.say, frame));
    this.gameSheet.update({ frames: state.puzzle ? [] : state.frames, tree: state.tree, comments: state.comments, line: state.line, say: state.say }); // a puzzle's stones would give answers away
    host.forecast.hidden = true;
    host.forecast.replaceChildren();
    this.showProof(); // the stone pointed at before the redraw
  }

  /** The proof of the stone pointed at, unless a choice is in progress (it would cover its targets). */
  private showProof(): void {
    if (this.path.length) this.proofs.hide();
    else this.proofs.show(this.say, this.host.board, this.frame);
  }

  clear(): void {
    this.host.pieces.replaceChildren();
    this.host.score.replaceChildren();
  }

  note(): string {
    return this.noteText;
  }

  choosing(): boolean {
    return this.path.length > 0;
  }

  result(frame: ShellFrame): string {
    return schotten(frame).score?.text ?? this.say("schotten.round_over");
  }

  hintText(hint: HintState): string {
    return hintText(this.say, hint);
  }

  playInfo(shellFrame: ShellFrame): string {
    const frame = schotten(shellFrame);
    const legal = frame.legal;
    if (!legal) return "";
    const say = this.say;
    const name = playerName(frame, legal.player);
    if (this.path.length) return this.choosingInfo(frame);
    const claims = frame.stones.filter((st) => st.claimable).length;
    if (claims) return say("schotten.may_claim", { name, count: claims });
    const back = legal.moves[0]?.steps.length ?? 0;
    if (legal.moves[0]?.kind === "return") return isYou(frame, legal.player) ? say("schotten.recruiter_returns_yours", { count: back }) : say("schotten.recruiter_returns", { name, count: back });
    if (legal.moves.some((m) => m.kind === "play" || m.steps[0]?.hand !== undefined))
      return isYou(frame, legal.player) ? say("schotten.to_move_pick_yours") : say("schotten.to_move_pick", { name });
    return say("info.to_move", { name });
  }

  answerHow(puzzle: PuzzleState, mover: Addressed): string | null {
    const name = mover.name;
    if (puzzle.answer === "card") return mover.you ? this.say("schotten.answer_card_yours") : this.say("schotten.answer_card", { name });
    if (puzzle.answer === "move") return mover.you ? this.say("schotten.answer_move_yours") : this.say("schotten.answer_move", { name });
    return null;
  }

  /** What the info line says while a choice is in progress: the card chosen and what comes next. */
  private choosingInfo(frame: Frame): string {
    const say = this.say;
    const first = this.path[0] ?? "";
    const chosen = first.startsWith("h:") ? cardName(say, first.slice(2)) : say("schotten.your_choice");
    const next = [...nextSteps(frame, this.path).values()];
    const parts: string[] = [];
    const stones = next.filter((st) => st.hand === undefined && st.table === undefined && st.button === undefined).length;
    if (stones) parts.push(say("schotten.stones_open", { count: stones }));
    if (next.some((st) => st.table !== undefined)) parts.push(say("schotten.pick_table_card"));
    const returns = next.find((st) => st.returns !== undefined)?.returns;
    if (returns !== undefined) parts.push(say(returns === 1 ? "schotten.pick_first_return" : "schotten.pick_second_return"));
    else if (next.some((st) => st.hand !== undefined)) parts.push(say("schotten.pick_hand_card"));
    const buttons = next.filter((st) => st.button !== undefined).map((st) => say("schotten.quoted", { text: st.button ?? "" }));
    if (buttons.length) parts.push(say("schotten.choose_button", { buttons: joined(say, "schotten.either", buttons) }));
    return say("schotten.choosing", { card: chosen, next: joined(say, "schotten.or_else", parts) });
  }

  click(target: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): boolean {
    const card = target.closest<HTMLElement>("[data-card]");
    if (card && puzzle?.answer === "card") {
      this.answerCard(puzzle, card.dataset.card ?? "");
      return true;
    }
    if (card) {
      this.pickHand(schotten(frame), card.dataset.card ?? "", Number(card.dataset.player));
      return true;
    }
    const onTable = target.closest<SVGElement>("[data-key]");
    if (onTable && !puzzle && this.step(schotten(frame), onTable.dataset.key ?? "")) return true;
    const stone = target.closest("[data-stone]");
    if (!stone) return false;
    this.clickStone(schotten(frame), puzzle, Number(stone.getAttribute("data-stone")));
    return true;
  }

  placeOf(target: Element): Element | null {
    return target.closest("[data-key]") ?? target.closest("[data-stone]");
  }

  activate(place: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): void {
    this.click(place, frame, puzzle);
  }

  action(name: string, shellFrame: ShellFrame | undefined): boolean {
    if (name === "st-cancel") {
      this.path = [];
      this.noteText = "";
      this.host.redraw();
      return true;
    }
    if (!name.startsWith(STEP_ACTION)) return false;
    if (this.step(schotten(shellFrame), name.slice(STEP_ACTION.length))) this.host.sentMove(); // the focus leaves the button for what comes next
    return true;
  }

  escape(): boolean {
    if (!this.path.length) return false;
    this.action("st-cancel", undefined);
    return true;
  }

  /**
   * The pointer or the focus moved: each event says where it went (the element entered, or the
   * one left for), so the stone under each is known without asking the page what is hovered
   * (a stone a redraw put under a resting pointer is not hovered until the pointer moves).
   */
  hover(event: Event, target: Element, entering: boolean): void {
    if (this.puzzleOpen) return; // a claim explained would answer the puzzle: Python refuses it until it is answered
    const to = entering ? target : (event as MouseEvent | FocusEvent).relatedTarget;
    const stone = this.stoneAt(to);
    if (event.type.startsWith("focus")) this.focused = this.pressed ? null : stone;
    else this.underPointer = stone;
    this.point(this.underPointer ?? this.focused);
  }

  /** The number of the stone of this board that holds `el`, or null. */
  private stoneAt(el: EventTarget | null): number | null {
    if (!(el instanceof Element) || !this.host.board.contains(el)) return null;
    const stone = el.closest("[data-stone]");
    return stone ? Number(stone.getAttribute("data-stone")) : null;
  }

  /** The proof of `stone` is wanted (null: none): asked of Python once, drawn when it comes. */
  private point(stone: number | null): void {
    if (stone === this.pointed) return;
    this.pointed = stone;
    const here = stone === null ? null : this.host.here();
    if (this.proofs.want(here, stone) && here !== null && stone !== null) this.host.send({ kind: "explain", stone, ...here });
    this.showProof();
  }

  message(msg: unknown): boolean {
    if (!isProofMessage(msg)) return false;
    if (this.proofs.receive(msg)) this.showProof();
    return true;
  }

  holdsFocus(active: Element | null): boolean {
    return active !== null && this.buttons.contains(active);
  }

  focusFirstPiece(): void {
    this.host.pieces.querySelector<HTMLElement>(".cg-hand-card.cg-playable")?.focus({ preventScroll: true });
  }

  destroy(): void {
    const page = this.host.root.ownerDocument;
    page.removeEventListener("mouseover", this.onPageOver, true);
    for (const type of ["mousedown", "mouseup"]) page.removeEventListener(type, this.onPress, true);
    this.proofs.hide();
    this.gameSheet.destroy();
    this.style.remove();
  }

  // ---- the picker ----------------------------------------------------------

  /** Clicks the step `key` after those made: sends the move it completes, or waits for the next; false when it chooses nothing. */
  private step(frame: Frame | undefined, key: string): boolean {
    const chosen = choose(frame, this.path, key) ?? (this.path.length ? choose(frame, [], key) : null);
    if (chosen === null) return false;
    if ("move" in chosen) {
      this.send(chosen.move);
      return true;
    }
    this.path = chosen.path;
    this.noteText = "";
    this.host.redraw();
    return true;
  }

  private pickHand(frame: Frame | undefined, card: string, player: number): void {
    if (!frame) return;
    const legal = frame.legal;
    const key = stepKey({ hand: card });
    if (this.path.length === 1 && this.path[0] === key) {
      this.action("st-cancel", frame); // the chosen card again: not chosen any more
      return;
    }
    if (legal?.player === player && this.step(frame, key)) return;
    this.noteText = legal && legal.player !== player ? turnOf(this.say, frame, legal.player) : this.say("schotten.cannot_play", { card: cardWords(this.say, card) });
    this.host.redraw();
  }

  private clickStone(frame: Frame | undefined, puzzle: PuzzleState | null, stone: number): void {
    if (!frame) return;
    if (puzzle && puzzle.answer !== "move") {
      this.noteText = this.say(puzzle.answer === "card" ? "schotten.puzzle_by_card" : "schotten.puzzle_by_buttons");
      this.host.redraw();
      return;
    }
    if (this.step(frame, stepKey({ stone }))) return;
    const first = this.path[0];
    if (first?.startsWith("h:")) this.noteText = this.say("schotten.cannot_go", { card: cardWords(this.say, first.slice(2)), stone });
    else if (frame.legal) {
      const name = playerName(frame, frame.legal.player);
      this.noteText = isYou(frame, frame.legal.player) ? this.say("schotten.pick_card_or_claim_yours") : this.say("schotten.pick_card_or_claim", { name });
    } else this.noteText = "";
    this.host.redraw();
  }

  /** Answers a puzzle asking for a card with `card`; Python judges it. */
  private answerCard(puzzle: PuzzleState, card: string): void {
    if (finished(puzzle)) {
      this.noteText = this.say("schotten.puzzle_finished");
      this.host.redraw();
      return;
    }
    this.noteText = "";
    this.host.clearError();
    this.host.send({ kind: "answer", answer: card });
  }

  /** Sends a move Python listed, as it wrote it. */
  private send(move: string): void {
    this.path = [];
    this.noteText = "";
    this.host.clearError();
    this.host.send({ kind: "play", move, ...this.host.here() });
  }
}

/** Schotten Totten's front end. */
export const schottenPlugin: GamePlugin = {
  title: "Schotten Totten",
  view: (host) => new SchottenView(host),
  scoreChange: (before, frame) => {
    const [was, now] = [schotten(before).score, schotten(frame).score];
    return now && JSON.stringify(was?.stones) !== JSON.stringify(now.stones) ? now.text : null;
  },
};

/** `items` joined two by two by the message `id` ("{a} or {b}"): "a or b or c". */
function joined(say: Say, id: MessageId, items: string[]): string {
  return items.reduce((a, b) => (a ? say(id, { a, b }) : b), "");
}

/** "It is Ann's turn.", "It is your turn." */
function turnOf(say: Say, frame: Frame, player: number): string {
  return isYou(frame, player) ? say("game.your_turn") : say("game.turn_of", { name: playerName(frame, player) });
}

/** The hands in a puzzle answered by a card: every card of the hand to move may be clicked. */
function answerChoice(frame: Frame): HandChoice {
  const hand = frame.hands.find((each) => each.player === frame.turn);
  return { player: frame.turn ?? null, pickable: new Set(hand?.cards ?? []), chosen: new Set() };
}
