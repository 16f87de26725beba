/** Schotten Totten's frame, as docs/frames.md ("Schotten Totten's frame") describes it. */

import type { Frame as ShellFrame } from "../../types";

/** One of the nine stones and the cards each side played to it. */
export interface Stone {
  stone: number;
  /** The player who claimed it, or null. */
  owner: number | null;
  /** Each player's cards on it, in play order. */
  sides: string[][];
  /** Each complete side's formation in words, else null. */
  formations: (string | null)[];
  /** Tactic combat modes on the stone ("MUD", "BMB"). */
  modes: string[];
  /** The player to move may claim it now. */
  claimable: boolean;
}

/** A player's hand: its cards when the viewer sees them, else null. */
export interface Hand {
  player: number;
  count: number;
  cards: string[] | null;
}

/** One legal move, with the notation to send back as it is. */
export interface LegalMove {
  move: string;
  kind: string;
  card?: string;
  stone?: number;
}

export interface Legal {
  player: number;
  moves: LegalMove[];
}

export interface Frame extends ShellFrame {
  game: "schotten-totten";
  variant: string;
  stones: Stone[];
  hands: Hand[];
  deck: number;
  tactic_deck: number;
  discard: string[];
  claim_window: boolean;
  last: { move: string; player: number } | null;
  legal?: Legal | null;
  score: { stones: number[]; winner: number | null; text: string };
}
