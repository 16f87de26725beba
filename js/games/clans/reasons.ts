/**
 * Why each lit seat is legal, in Python's words. The frames list the seats a card lights (with
 * the cards that make each legal, `by`) but not the sentences: when a card is chosen the front
 * end asks for that card's with a `reasons` intent, and Python answers
 * `{kind: "reasons", line, ply, card, reasons: {seat: sentence}}`. An answer is kept only for
 * the card still chosen at the position still shown; any other is stale and ignored.
 */

import type { ReasonsMessage } from "./types";

/** True for Python's answer to a reasons intent. */
export function isReasonsMessage(msg: unknown): msg is ReasonsMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, line, ply, card, reasons } = msg as Partial<ReasonsMessage>;
  return kind === "reasons" && typeof line === "number" && typeof ply === "number" && typeof card === "string" && typeof reasons === "object" && reasons !== null;
}

/** Where and for which card the sentences are wanted. */
export interface ReasonsAsked {
  line: number;
  ply: number;
  card: string;
}

const keyOf = (asked: ReasonsAsked): string => `${asked.line}:${asked.ply}:${asked.card}`;

/** The card whose reasons are wanted, and Python's sentences for it once they came. */
export class SeatReasons {
  private wanted: string | null = null;
  private answer: ReasonsMessage | null = null;

  /** Sets the card chosen (null: none, or one whose seats need no sentence: the last answer is kept for a card chosen again); true when Python should be asked. */
  want(asked: ReasonsAsked | null): boolean {
    if (asked === null) return false;
    const key = keyOf(asked);
    if (key === this.wanted) return false;
    this.wanted = key;
    this.answer = null;
    return true;
  }

  /** Takes Python's answer; true when it is for the card chosen where it is shown. */
  receive(msg: ReasonsMessage): boolean {
    if (keyOf(msg) !== this.wanted) return false;
    this.answer = msg;
    return true;
  }

  /** Python's sentence for `seat` when the card is chosen where `asked` says, once it came. */
  of(asked: ReasonsAsked, seat: string): string | undefined {
    return this.answer && keyOf(this.answer) === keyOf(asked) ? this.answer.reasons[seat] : undefined;
  }
}
