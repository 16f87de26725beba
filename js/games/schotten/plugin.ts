/**
 * Schotten Totten's plug-in (js/shell/plugin.ts): the border, the hands, the decks, and the
 * card-then-stone picker. A click on a card then a lit stone sends the play Python listed for
 * them; a click on a claimable stone (`cg-lit`) sends the claim Python listed; end, pass and
 * draws are buttons. Tactic cards' choices (a Joker's value, a ruse's target) are not asked yet:
 * only moves Python lists with no choice left are made by a click.
 */

import { h } from "../../dom";
import { playerName } from "../../players";
import type { DrawState, GameHost, GamePlugin, GameView } from "../../shell/plugin";
import type { Frame as ShellFrame, HintState, PuzzleState } from "../../types";
import { count, possessive } from "../../words";
import { bottomPlayer, drawBoard } from "./board";
import { cardName } from "./cards";
import { drawHands } from "./hands";
import { HINT_CSS, type SchottenHint, hintText, markHint } from "./hintmarks";
import { buttonLabel, buttonMoves, canPick, claimMove, openStones } from "./play";
import { drawScore } from "./score";
import css from "./schotten.css";
import type { Frame } from "./types";

/** The shell's frame is Schotten Totten's: the registry chose this plug-in by its `game`. */
function schotten(frame: ShellFrame): Frame;
function schotten(frame: ShellFrame | undefined): Frame | undefined;
function schotten(frame: ShellFrame | undefined): Frame | undefined {
  return frame as Frame | undefined;
}

const MOVE_ACTION = "st-move-"; // a move button's `data-action`: this prefix and its place in `buttonMoves`

/** One view of a Schotten Totten board: the card chosen and the picker's buttons. */
class SchottenView implements GameView {
  private readonly buttons = h("span", { class: "st-actions" });
  readonly actions: HTMLElement[] = [this.buttons];
  readonly sheet = h("div", { class: "st-sheet", hidden: true });
  readonly focusKeys = ["data-stone", "data-card"] as const;
  readonly pickable = "[data-card], [data-stone]";
  private readonly style = h("style", {}, css + HINT_CSS);
  private selected: string | null = null;
  private noteText = "";

  constructor(private readonly host: GameHost) {
    host.root.append(this.style);
  }

  reset(): void {
    this.selected = null;
    this.noteText = "";
  }

  prepare(shellFrame: ShellFrame | undefined): void {
    const frame = schotten(shellFrame);
    if (this.selected !== null && !canPick(frame, frame?.legal?.player ?? -1, this.selected)) this.selected = null;
  }

  drawActions(shellFrame: ShellFrame | undefined): void {
    const frame = schotten(shellFrame);
    const buttons = buttonMoves(frame).map((move, i) =>
      h("button", { type: "button", class: "cg-btn cg-primary", "data-action": `${MOVE_ACTION}${i}`, title: move.move }, buttonLabel(move)),
    );
    if (this.selected !== null) buttons.push(h("button", { type: "button", class: "cg-btn", "data-action": "st-cancel" }, "Cancel"));
    this.buttons.replaceChildren(...buttons);
  }

  draw(state: DrawState): void {
    const frame = schotten(state.frame);
    const host = this.host;
    drawBoard(host.board, frame, { open: new Set(openStones(frame, this.selected).keys()) });
    if (!state.covered) drawHands(host.pieces, frame, this.selected, bottomPlayer(frame));
    if (!state.covered) markHint(host.board, host.pieces, state.hint as SchottenHint | null);
    if (!state.puzzle) host.score.replaceChildren(drawScore(frame));
    host.forecast.hidden = true;
    host.forecast.replaceChildren();
  }

  clear(): void {
    this.host.pieces.replaceChildren();
    this.host.score.replaceChildren();
  }

  note(): string {
    return this.noteText;
  }

  choosing(): boolean {
    return this.selected !== null;
  }

  result(frame: ShellFrame): string {
    return schotten(frame).score?.text ?? "The round is over.";
  }

  hintText(hint: HintState): string {
    return hintText(hint);
  }

  playInfo(shellFrame: ShellFrame): string {
    const frame = schotten(shellFrame);
    const legal = frame.legal;
    if (!legal) return "";
    const name = playerName(frame, legal.player);
    if (this.selected !== null) {
      const open = openStones(frame, this.selected).size;
      return `${cardName(this.selected)}: ${count(open, "stone")} open to it. Pick one.`;
    }
    const claims = frame.stones.filter((st) => st.claimable).length;
    if (claims) return `${name} may claim ${count(claims, "lit stone")}: click one, or end the turn.`;
    if (legal.moves.some((m) => m.kind === "play")) return `${name} to move: pick a card from the hand, then a stone.`;
    return `${name} to move.`;
  }

  click(target: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): boolean {
    const card = target.closest<HTMLElement>("[data-card]");
    if (card) {
      this.pickCard(schotten(frame), card.dataset.card ?? "", Number(card.dataset.player));
      return true;
    }
    const stone = target.closest("[data-stone]");
    if (!stone) return false;
    this.clickStone(schotten(frame), puzzle, Number(stone.getAttribute("data-stone")));
    return true;
  }

  placeOf(target: Element): Element | null {
    return target.closest("[data-stone]");
  }

  activate(place: Element, frame: ShellFrame | undefined, puzzle: PuzzleState | null): void {
    this.clickStone(schotten(frame), puzzle, Number(place.getAttribute("data-stone")));
  }

  action(name: string, shellFrame: ShellFrame | undefined): boolean {
    if (name === "st-cancel") {
      this.reset();
      this.host.redraw();
      return true;
    }
    if (!name.startsWith(MOVE_ACTION)) return false;
    const move = buttonMoves(schotten(shellFrame))[Number(name.slice(MOVE_ACTION.length))];
    if (move) {
      this.send(move.move);
      this.host.sentMove(); // the focus leaves the button for the new move once drawn
    }
    return true;
  }

  escape(): boolean {
    if (this.selected === null) return false;
    this.action("st-cancel", undefined);
    return true;
  }

  hover(): void {}

  message(): boolean {
    return false;
  }

  holdsFocus(active: Element | null): boolean {
    return active !== null && this.buttons.contains(active);
  }

  focusFirstPiece(): void {
    this.host.pieces.querySelector<HTMLElement>(".cg-hand-card.cg-playable")?.focus({ preventScroll: true });
  }

  destroy(): void {
    this.style.remove();
  }

  // ---- the picker ----------------------------------------------------------

  private pickCard(frame: Frame | undefined, card: string, player: number): void {
    if (!frame) return;
    const legal = frame.legal;
    if (!canPick(frame, player, card)) {
      this.noteText = legal && legal.player !== player ? `It is ${possessive(playerName(frame, legal.player))} turn.` : `${cardName(card)} cannot be played now.`;
    } else {
      this.selected = this.selected === card ? null : card;
      this.noteText = "";
    }
    this.host.redraw();
  }

  private clickStone(frame: Frame | undefined, puzzle: PuzzleState | null, stone: number): void {
    if (!frame) return;
    if (puzzle) {
      this.noteText = "This puzzle is answered with the buttons above the board.";
      this.host.redraw();
      return;
    }
    const card = this.selected;
    const play = card === null ? undefined : openStones(frame, card).get(stone);
    if (play !== undefined) return this.send(play);
    const claim = claimMove(frame, stone);
    if (claim.move !== null) return this.send(claim.move);
    if (claim.choices > 1) this.noteText = `Claiming stone ${stone} asks a tactic card's choice: not made by a click yet.`;
    else if (card !== null) this.noteText = `${cardName(card)} cannot go to stone ${stone}.`;
    else this.noteText = frame.legal ? `Pick a card from ${possessive(playerName(frame, frame.legal.player))} hand first, or a lit stone to claim.` : "";
    this.host.redraw();
  }

  /** Sends a move Python listed, as it wrote it. */
  private send(move: string): void {
    this.selected = null;
    this.noteText = "";
    this.host.clearError();
    this.host.send({ kind: "play", move, ...this.host.here() });
  }
}

/** Schotten Totten's front end. */
export const schottenPlugin: GamePlugin = {
  title: "Schotten Totten",
  view: (host) => new SchottenView(host),
};
