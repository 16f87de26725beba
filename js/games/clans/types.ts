/** Clans and Glory's frames, beside the envelope every game shares (docs/frames.md, "A frame"). */

import type { Frame as ShellFrame, HintState } from "../../types";

export type Row = "n" | "s" | "h";

export interface Seat {
  seat: string;
  tile: string;
  row: Row;
  pos: number;
  /** The card as the viewer sees it; null when free or a hidden face-down card. */
  card: string | null;
  /** True for a face-down card. */
  down: boolean;
}

export interface Hand {
  player: number;
  count: number;
  /** Cards visible to the viewer; null when hidden. */
  cards: string[] | null;
}

export interface LastMove {
  move: string;
  player: number;
  seat: string;
  tile: string;
}

export interface LegalSeat {
  seat: string;
  /**
   * The seat of each face-up card that makes the seat legal, and how ("colour" or "rank",
   * followed by " opposite" for the seat across), for `cg-match`. Absent when the card goes face down.
   */
  by?: Record<string, string>;
}

export interface Legal {
  player: number;
  shield: boolean;
  face_down: boolean;
  cards: Record<string, LegalSeat[]>;
  /**
   * The moves to send for a card on a seat, `{card}` and `{seat}` filled in (Python's
   * notation: the front end never writes or reads one); for a seat not lit too (Python's
   * refusal then says why). `shield_move` only when the mover has a shield left.
   */
  moves: { move: string; shield_move?: string };
  /** Face down or an open puzzle: why every seat is lit. */
  reason?: string;
  /**
   * A puzzle not yet answered: the legal moves are withheld, every free seat is listed for
   * every card of the hand (seats only), and Python judges the move placed.
   */
  open?: boolean;
}

export interface ScoreGroup {
  rank: number;
  cards: string[];
  taker: number | null;
  shield: number | null;
  points: number;
}

export interface TileScore {
  tile: string;
  shields: number[];
  groups: ScoreGroup[];
  unused_shields: number[];
}

export type DecidedBy = "points" | "cards" | "shared";

export interface Score {
  final: boolean;
  points: number[];
  cards: number[];
  winners: number[];
  decided_by: DecidedBy;
  tiles: TileScore[];
  text: string;
}

export interface Frame extends ShellFrame {
  tiles: string[];
  seats: Seat[];
  stacks: Record<string, number[]>;
  supply: number[];
  hands: Hand[];
  last: LastMove | null;
  legal?: Legal | null;
  score?: Score | null;
  /** Every seat in words (`{"Bn2": "B north 2", "Ah": "A head"}`), for accessible names; the same in every frame, so sent once. */
  seat_words?: Record<string, string>;
}

/** Python's answer to a `preview` intent: the forecast of the move's tile after it, with and without a shield. */
export interface PreviewMessage {
  kind: "preview";
  move: string;
  tile: string;
  plain: TileScore;
  /** null when the mover has no shield left. */
  shield: TileScore | null;
  /** The forms' labels, in words: "after 3g" ("after 3g face down"), "after 3g + shield". */
  labels: { plain: string; shield: string };
}

/** Python's answer to a reasons intent: why `card` may go on each seat it lights, in words ("3g matches Bn1 (4g) by colour and the opposite Bs2 (3r) by rank"). */
export interface ReasonsMessage {
  kind: "reasons";
  line: number;
  ply: number;
  card: string;
  reasons: Record<string, string>;
}

/** The `hint` trait as Clans and Glory's hint fills it: the card, its seat and how it goes. */
export interface Hint extends HintState {
  card: string;
  seat: string;
  shield: boolean;
  face_down: boolean;
}
