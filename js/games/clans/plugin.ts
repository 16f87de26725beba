/**
 * Clans and Glory's plug-in (js/shell/plugin.ts): its board, hands, score panel and scoring
 * view, the card-then-seat picker (Place, Place + shield, Cancel), the hint's marks, the stack
 * forecast and the printed game sheet.
 */

import { fillFrom, h } from "../../dom";
import { isYou, playerName } from "../../players";
import { finished } from "../../puzzle";
import type { DrawState, GameHost, GamePlugin, GameView } from "../../shell/plugin";
import type { Frame as ShellFrame, HintState, PuzzleState } from "../../types";
import { patchBoard } from "./board";
import { drawForecast, showPreviewForm } from "./forecast";
import { clansSheet } from "./gamesheet";
import { GameSheet } from "../../sheet";
import { patchHands } from "./hands";
import { hintText, markHint } from "./hintmarks";
import { canPick, hasOwnReasons, isFree, listedMove, litReasons, litSeats, matchSeats, seatReason, moveFor } from "./play";
import { isReasonsMessage, SeatReasons } from "./reasons";
import { isPreviewMessage, Preview } from "./preview";
import { ScoringView } from "./scoring";
import { cardWords } from "./cards";
import { seatSpoken } from "./spoken";
import { drawScorePanel } from "./scorepanel";
import type { Frame, Hint } from "./types";

/** The shell's frame is Clans and Glory's: the registry chose this plug-in by its `game`. */
function clans(frame: ShellFrame): Frame;
function clans(frame: ShellFrame | undefined): Frame | undefined;
function clans(frame: ShellFrame | undefined): Frame | undefined {
  return frame as Frame | undefined;
}

/** One view of a Clans and Glory board: the picker's choice, the scoring view, the preview and the sheet. */
class ClansGameView implements GameView {
  private readonly place: HTMLButtonElement;
  private readonly placeShield: HTMLButtonElement;
  private readonly cancel: HTMLButtonElement;
  readonly actions: HTMLElement[];
  readonly focusKeys = ["data-seat", "data-card"] as const;
  readonly pickable = "[data-card], [data-seat]";
  private readonly scoring: ScoringView;
  private readonly preview = new Preview();
  private readonly reasons = new SeatReasons();
  private readonly told = (seat: string): string | undefined => {
    const card = this.selectedCard;
    return card === null ? undefined : this.reasons.of({ ...this.host.here(), card }, seat);
  };
  private pointedSeat: string | null = null; // the lit seat under the pointer or focus (its reason may come later)
  private readonly gameSheet = new GameSheet(clansSheet); // printed in place of the widget
  readonly sheet = this.gameSheet.el;

  private selectedCard: string | null = null;
  private selectedSeat: string | null = null;
  private noteText = ""; // the picker's message for the info line
  private awaitingReason: string | null = null; // a refused seat: the note waits for Python's reason
  private autoScoredKey: string | null = null;
  private shown: Frame | undefined; // the frame drawn last (a preview's answer is drawn on it)

  constructor(private readonly host: GameHost) {
    const say = host.say;
    this.place = h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "place", hidden: true }, say("clans.place"));
    this.placeShield = h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "place-shield", hidden: true }, say("clans.place_shield"));
    this.cancel = h("button", { type: "button", class: "cg-btn", "data-action": "cancel", hidden: true }, say("game.cancel"));
    this.actions = [this.place, this.placeShield, this.cancel];
    this.scoring = new ScoringView(say, host.overlay, (tile) => this.markTile(tile));
  }

  /** `card` placed on `seat` in words ("the blue 7 on B north 2"; "... face down on ..." when no card fits face up). */
  private moveWords(frame: Frame, card: string, seat: string): string {
    const say = this.host.say;
    return say(frame.legal?.face_down ? "clans.move_down" : "clans.move", { card: cardWords(say, card), seat: seatSpoken(frame.seat_words, seat) });
  }

  reset(): void {
    this.selectedCard = null;
    this.selectedSeat = null;
    this.noteText = "";
    this.awaitingReason = null;
    this.scoring.close();
  }

  prepare(shellFrame: ShellFrame | undefined, error: string): void {
    const frame = clans(shellFrame);
    if (this.awaitingReason && error) {
      this.noteText = `${this.awaitingReason}: ${error}`;
      this.awaitingReason = null;
    }
    if (frame && this.selectedCard && !canPick(frame, frame.legal?.player ?? -1, this.selectedCard)) {
      this.selectedCard = null;
      this.selectedSeat = null;
    }
  }

  drawActions(shellFrame: ShellFrame | undefined): void {
    const frame = clans(shellFrame);
    const seatChosen = Boolean(frame && this.selectedCard && this.selectedSeat);
    this.place.hidden = !seatChosen;
    this.placeShield.hidden = !seatChosen;
    this.cancel.hidden = !this.selectedCard;
    this.placeShield.disabled = !frame?.legal?.shield;
    if (frame && this.selectedCard && this.selectedSeat) {
      // the names start with the buttons' visible text, then say the move in words
      const say = this.host.say;
      const move = this.moveWords(frame, this.selectedCard, this.selectedSeat);
      this.place.setAttribute("aria-label", say("clans.place_label", { move }));
      const tile = frame.seats.find((s) => s.seat === this.selectedSeat)?.tile ?? "";
      this.placeShield.setAttribute("aria-label", say("clans.place_shield_label", { move, tile }));
      this.placeShield.title = frame.legal?.shield ? "" : say("clans.no_shield_left");
    }
  }

  draw(state: DrawState): void {
    const frame = clans(state.frame);
    const { puzzle, covered } = state;
    const host = this.host;
    this.shown = frame;
    const lit = litSeats(frame, this.selectedCard);
    const seatMarks = puzzle?.answer === "seat" ? puzzle : null;
    const hint = state.hint as Hint | null;
    for (const el of host.board.querySelectorAll(".cg-match, .cg-scored")) el.classList.remove("cg-match", "cg-scored"); // marks of the last drawing's pointer and scoring view
    patchBoard(host.board, frame, {
      lit: litReasons(frame, lit, this.told),
      words: frame.seat_words,
      selectedSeat: this.selectedSeat,
      answerSeats: seatMarks !== null && !finished(seatMarks),
      found: new Set(seatMarks?.found ?? []),
      solution: new Set(seatMarks?.solution ?? []),
      hinted: hint?.seat ?? null,
      say: host.say,
    });
    if (!covered) patchHands(host.pieces, frame, { selectedCard: this.selectedCard, say: host.say });
    markHint(host.board, host.pieces, hint, host.say);
    if (!puzzle) fillFrom(host.score, [frame], () => drawScorePanel(host.say, frame));
    this.gameSheet.update({ frames: puzzle ? [] : state.frames, tree: state.tree, comments: state.comments, line: state.line, say: state.say }); // a puzzle's score would give answers away
    this.askPreview(frame);
    this.askReasons(frame);
    this.drawForecast();
    if (frame.over && frame.score && !puzzle) {
      if (this.autoScoredKey !== state.key) {
        this.autoScoredKey = state.key;
        this.scoring.open(frame, false);
      }
    } else this.autoScoredKey = null;
  }

  clear(): void {
    this.shown = undefined;
    this.host.pieces.replaceChildren();
    this.host.score.replaceChildren();
    this.drawForecast();
  }

  note(): string {
    return this.noteText;
  }

  choosing(): boolean {
    return this.selectedCard !== null;
  }

  result(frame: ShellFrame): string {
    return clans(frame).score?.text ?? this.host.say("info.game_over");
  }

  hintText(hint: HintState): string {
    return hintText(this.host.say, hint as Hint);
  }

  playInfo(shellFrame: ShellFrame): string {
    const frame = clans(shellFrame);
    const legal = frame.legal;
    const card = this.selectedCard;
    const say = this.host.say;
    if (!legal) return "";
    if (!card) {
      const pick = isYou(frame, legal.player) ? say("clans.pick_card_yours") : say("clans.pick_card", { name: frame.names[legal.player] ?? say("info.player") });
      return legal.face_down ? `${pick} ${say("clans.none_fits")}` : pick;
    }
    const seats = litSeats(frame, card);
    if (this.selectedSeat) {
      const target = seats.get(this.selectedSeat);
      const move = this.moveWords(frame, card, this.selectedSeat); // in words: the info line is read aloud
      const reason = target ? seatReason(frame, this.selectedSeat, this.told) : "";
      return reason ? say("clans.place_it_because", { move, reason }) : say("clans.place_it", { move });
    }
    const named = { card: cardWords(say, card) };
    if (legal.open) return say("clans.pick_free_seat", named);
    if (seats.size === 0) return say("clans.no_legal_seat", named);
    if (legal.face_down) return say("clans.goes_face_down", named);
    return say("clans.seats_lit", { ...named, count: seats.size });
  }

  click(target: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): boolean {
    const card = target.closest<HTMLElement>("[data-card]");
    if (card) {
      this.pickCard(clans(frame), card.dataset.card ?? "", Number(card.dataset.player));
      return true;
    }
    const seat = target.closest("[data-seat]");
    if (!seat) return false;
    this.clickSeat(clans(frame), puzzle, seat.getAttribute("data-seat") ?? "");
    return true;
  }

  placeOf(target: Element): Element | null {
    return target.closest("[data-seat]");
  }

  activate(place: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): void {
    this.clickSeat(clans(frame), puzzle, place.getAttribute("data-seat") ?? "");
  }

  action(name: string, shellFrame: ShellFrame | undefined): boolean {
    const frame = clans(shellFrame);
    switch (name) {
      case "place":
        this.placeMove(frame, false);
        return true;
      case "place-shield":
        this.placeMove(frame, true);
        return true;
      case "cancel":
        this.selectedCard = null;
        this.selectedSeat = null;
        this.noteText = "";
        this.host.redraw();
        return true;
      case "scoring":
        if (frame) this.scoring.open(frame, true);
        return true;
      case "skip-scoring":
        this.scoring.skip();
        return true;
      case "close-scoring":
        this.scoring.close();
        this.host.root.focus({ preventScroll: true });
        return true;
    }
    return false;
  }

  escape(): boolean {
    if (this.scoring.animating) this.scoring.skip();
    else if (this.scoring.isOpen) {
      this.scoring.close();
      this.host.root.focus({ preventScroll: true });
    } else if (this.selectedCard) this.action("cancel", this.shown);
    else return false;
    return true;
  }

  /** Pointer or focus on a lit seat: its reason, and the cards that make it legal (`cg-match`); on "Place + shield": the shield preview. */
  hover(event: Event, target: Element, entering: boolean, shellFrame: ShellFrame | undefined): void {
    const shieldButton = target.closest("[data-action='place-shield']");
    if (shieldButton) {
      const related = (event as MouseEvent | FocusEvent).relatedTarget;
      if (related instanceof Node && shieldButton.contains(related)) return; // still on the button
      if (this.preview.shield !== entering) {
        this.preview.shield = entering;
        showPreviewForm(this.host.forecast, entering ? "shield" : "plain"); // both forms are drawn: nothing moves
      }
      return;
    }
    const seat = target.closest<SVGGElement>("[data-seat][data-legal='true']");
    if (!seat) return;
    const frame = clans(shellFrame);
    const card = this.selectedCard;
    if (!frame || !card) return;
    const board = this.host.board;
    board.querySelectorAll(".cg-match").forEach((el) => el.classList.remove("cg-match"));
    if (!entering) {
      this.pointedSeat = null;
      this.host.resetInfo();
      return;
    }
    const name = seat.getAttribute("data-seat") ?? "";
    this.pointedSeat = name;
    for (const by of matchSeats(frame, card, name)) board.querySelector(`[data-seat="${CSS.escape(by)}"]`)?.classList.add("cg-match");
    this.peekReason(frame, card, name);
  }

  /** The info line tells why the lit `seat` is legal for `card` (once Python said it). */
  private peekReason(frame: Frame, card: string, seat: string): void {
    const reason = litSeats(frame, card).has(seat) ? seatReason(frame, seat, this.told) : "";
    if (reason) this.host.setInfo(this.host.say("clans.peek", { move: this.moveWords(frame, card, seat), reason }), true);
  }

  message(msg: unknown): boolean {
    if (isReasonsMessage(msg)) {
      if (this.reasons.receive(msg)) {
        this.host.redraw(); // the lit seats' labels and the info line
        const frame = this.shown;
        if (frame && this.selectedCard && this.pointedSeat) this.peekReason(frame, this.selectedCard, this.pointedSeat);
      }
      return true;
    }
    if (!isPreviewMessage(msg)) return false;
    if (this.preview.receive(msg)) this.drawForecast();
    return true;
  }

  holdsFocus(active: Element | null): boolean {
    return active === this.place || active === this.placeShield;
  }

  focusFirstPiece(): void {
    this.host.pieces.querySelector<HTMLElement>(".cg-hand-card.cg-playable")?.focus({ preventScroll: true });
  }

  destroy(): void {
    this.scoring.close();
    this.gameSheet.destroy();
  }

  // ---- the picker ----------------------------------------------------------

  private pickCard(frame: Frame | undefined, card: string, player: number): void {
    if (!frame) return;
    if (!canPick(frame, player, card)) {
      const legal = frame.legal;
      this.noteText = legal && legal.player !== player ? this.turnOf(frame, legal.player) : this.host.say("clans.cannot_play", { card });
    } else if (this.selectedCard === card) {
      this.selectedCard = null;
      this.selectedSeat = null;
      this.noteText = "";
    } else {
      this.selectedCard = card;
      this.selectedSeat = null;
      this.noteText = "";
    }
    this.host.redraw();
  }

  private clickSeat(frame: Frame | undefined, puzzle: PuzzleState | null, seat: string): void {
    const card = this.selectedCard;
    if (!frame) return;
    if (puzzle && puzzle.answer !== "move") {
      if (puzzle.answer === "seat" && !finished(puzzle)) this.host.send({ kind: "answer", answer: seat });
      else this.noteText = finished(puzzle) ? "" : this.host.say("info.answer_buttons");
      this.host.redraw();
      return;
    }
    if (!card) {
      this.noteText = frame.legal ? this.pickFirst(frame, frame.legal.player) : "";
      this.host.redraw();
      return;
    }
    const lit = litSeats(frame, card);
    if (lit.has(seat)) {
      this.selectedSeat = this.selectedSeat === seat ? null : seat;
      this.noteText = "";
    } else if (isFree(frame, seat)) {
      this.selectedSeat = null;
      const refused = this.host.say("clans.not_legal_seat", { seat: seatSpoken(frame.seat_words, seat), card: cardWords(this.host.say, card) });
      this.noteText = `${refused}.`;
      const move = moveFor(frame, card, seat);
      if (move !== null) {
        this.awaitingReason = refused; // Python's refusal says why
        this.host.clearError(); // an older reason must not pass for this one
        this.host.send({ kind: "play", move, ...this.host.here() });
      }
    } else {
      this.noteText = this.host.say("clans.seat_taken", { seat: seatSpoken(frame.seat_words, seat) });
    }
    this.host.redraw();
  }

  private placeMove(frame: Frame | undefined, withShield: boolean): void {
    if (!frame || !this.selectedCard || !this.selectedSeat) return;
    if (withShield && !frame.legal?.shield) return;
    const move = listedMove(frame, this.selectedCard, this.selectedSeat, withShield);
    if (move === null) return;
    this.host.send({ kind: "play", move, ...this.host.here() });
    this.host.sentMove(); // the focus stays on the button until the move is drawn
  }

  /** Asks Python for the forecast of the chosen move (live play, forecast on), once per choice. */
  private askPreview(frame: Frame): void {
    const card = this.selectedCard;
    const seat = this.selectedSeat;
    const move = card && seat && this.host.forecastOn() ? listedMove(frame, card, seat, false) : null;
    if (this.preview.want(move) && move) this.host.send({ kind: "preview", move });
  }

  /** Asks Python why each seat the chosen card lights is legal (once per card and position). */
  private askReasons(frame: Frame): void {
    const card = this.selectedCard;
    const asked = card !== null && hasOwnReasons(frame, card) ? { ...this.host.here(), card } : null;
    if (this.reasons.want(asked) && asked !== null) this.host.send({ kind: "reasons", ...asked });
  }

  /** Draws the stack forecast under the board, with the chosen move's preview when Python has sent it. */
  private drawForecast(): void {
    const frame = this.shown;
    const box = this.host.forecast;
    const show = frame !== undefined && this.host.forecastOn();
    box.hidden = !show;
    if (show) box.replaceChildren(drawForecast(this.host.say, frame, this.preview.shown()));
    else box.replaceChildren();
  }

  /** "It is Ann's turn." ("It is your turn." to the player the board is drawn for). */
  private turnOf(frame: Frame, player: number): string {
    const name = playerName(frame, player);
    return isYou(frame, player) ? this.host.say("game.your_turn") : this.host.say("game.turn_of", { name });
  }

  /** "Pick a card from Ann's hand first." */
  private pickFirst(frame: Frame, player: number): string {
    const name = playerName(frame, player);
    return isYou(frame, player) ? this.host.say("game.pick_from_your_hand") : this.host.say("game.pick_from_hand", { name });
  }

  /** Outlines the tile the scoring view is showing (null: none). */
  private markTile(tile: string | null): void {
    const board = this.host.board;
    board.querySelectorAll(".cg-scored").forEach((el) => el.classList.remove("cg-scored"));
    if (tile) board.querySelector(`[data-tile="${CSS.escape(tile)}"]`)?.classList.add("cg-scored");
  }
}

/** Clans and Glory's front end. */
export const clansPlugin: GamePlugin = {
  title: "Clans and Glory",
  forecast: true,
  view: (host) => new ClansGameView(host),
  scoreChange: (before, frame) => {
    const [was, now] = [clans(before).score, clans(frame).score];
    return now && JSON.stringify(was?.points) !== JSON.stringify(now.points) ? now.text : null;
  },
};
