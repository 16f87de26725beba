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
  /** Each side's clan cards once its elite troops' values are fixed at a claim, else null. */
  values?: (string[] | null)[];
  /** The player to move may claim it now. */
  claimable: boolean;
}

/** A player's hand: its cards when the viewer sees them, else null. */
export interface Hand {
  player: number;
  count: number;
  cards: string[] | null;
}

/** One click that chooses a move: a hand card, a stone, a card on the border or a button. */
export interface Step {
  hand?: string;
  /** A Recruiter's returned card: which one (1, 2). */
  returns?: number;
  stone?: number;
  table?: string;
  /** The player whose side holds the `table` card. */
  side?: number;
  button?: string;
}

/** One legal move, with the notation to send back as it is and the clicks that choose it. */
export interface LegalMove {
  move: string;
  kind: string;
  card?: string;
  stone?: number;
  steps: Step[];
}

/** A card of a proof: its code and, for an elite troop, the clan card it counts as. */
export interface ProofCard {
  card: string;
  as?: string;
}

/** Python's answer to an `explain` intent: a claim of one stone, explained. */
export interface ProofMessage {
  kind: "explain";
  line: number;
  ply: number;
  stone: number;
  player: number | null;
  holds: boolean;
  allowed: boolean;
  claim: string | null;
  own: ProofCard[];
  own_formation: string | null;
  theirs: ProofCard[];
  their_formation: string | null;
  /** The cards a finish of the opponent's side would add: hypothetical. */
  ghosts: ProofCard[];
  completion_formation: string | null;
  text: string;
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
