/**
 * Hot-seat play (the `hotseat` trait): each frame shows the hand of the player to move, so the
 * hands stay covered until that player says they are at the screen. A covered frame is a copy
 * that holds no hidden card at all, so nothing secret reaches the DOM.
 */

import { h } from "./dom";
import { playerName } from "./players";
import type { Frame, MoveEntry } from "./types";

/** `~6g@Bn2+` -> `~?@Bn2+`: a face-down move as other players see it. */
export function maskMove(move: string): string {
  return move.replace(/^~[^@]*@/, "~?@");
}

function maskEntry(entry: MoveEntry): MoveEntry {
  return { ...entry, move: maskMove(entry.move) };
}

/** The frame as anyone may see it: no hand cards, no face-down cards, no legal moves. */
export function coverFrame(frame: Frame): Frame {
  return {
    ...frame,
    seats: frame.seats.map((seat) => (seat.down ? { ...seat, card: null } : seat)),
    hands: frame.hands.map((hand) => ({ ...hand, cards: null })),
    moves: frame.moves.map(maskEntry),
    last: frame.last && { ...frame.last, move: maskMove(frame.last.move) },
    legal: null,
  };
}

/** The panel drawn instead of the hands while they are covered (`frame.turn` is the player to move). */
export function drawCover(frame: Frame): HTMLElement {
  const name = playerName(frame, frame.turn ?? 0);
  return h(
    "div",
    { class: "cg-cover", "data-view": "hotseat-cover", role: "group", "aria-label": "hands covered" },
    h("p", { class: "cg-cover-title" }, `Pass the screen to ${name}`),
    h("p", { class: "cg-muted" }, "The hands stay hidden until the player to move is at the screen."),
    h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "reveal" }, `I'm ${name}: show my hand`),
  );
}

/** Whose hand was last revealed, and the move list as the shown frame's viewer may see it. */
export class HotSeat {
  private revealedFor: number | null = null;
  private lineKey: [Frame[], number, boolean] | null = null;
  private lineFrames: Frame[] = [];

  /** True when `frame` must be covered: hot-seat is on, the game runs, the frame shows a hand and someone else's hand was shown last. */
  covers(frame: Frame, on: boolean): boolean {
    const showsHand = frame.hands.some((hand) => hand.cards !== null);
    return on && showsHand && !frame.over && frame.turn !== null && frame.turn !== this.revealedFor;
  }

  /** The player to move of `frame` is at the screen. */
  reveal(frame: Frame): void {
    this.revealedFor = frame.turn;
  }

  /**
   * The frames for the move list, which is drawn from the last frame: in hot-seat mode that
   * frame's viewer may be another player (or everyone, once the game is over), so its moves are
   * rewritten to what the frame at `position` shows (`covered`: what anyone may see), later
   * face-down moves masked. The same array comes back until one of the three changes.
   */
  line(frames: Frame[], position: number, covered: boolean): Frame[] {
    const last = frames[frames.length - 1];
    const shown = frames[position];
    if (!last || !shown) return frames;
    const key = this.lineKey;
    if (key && key[0] === frames && key[1] === position && key[2] === covered) return this.lineFrames;
    const seen = covered ? shown.moves.map(maskEntry) : shown.moves;
    const moves = last.moves.map((entry) => seen[entry.ply - 1] ?? maskEntry(entry));
    this.lineKey = [frames, position, covered];
    this.lineFrames = [...frames.slice(0, -1), { ...last, moves }];
    return this.lineFrames;
  }
}
