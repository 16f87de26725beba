/** Types of the frame JSON and widget traits described in docs/frames.md. */

export type Row = "n" | "s" | "h";
export type Viewer = "all" | "spectator" | number;

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

export interface MoveEntry {
  ply: number;
  player: number;
  move: string;
  /** '' when none, or when withheld from this viewer (then `comment_hidden` is true). */
  comment: string;
  /** The comment could tell this viewer a hidden card, so Python did not send it. */
  comment_hidden?: boolean;
}

export interface Match {
  seat: string;
  card: string;
  by: string;
  where: string;
}

export interface LegalSeat {
  seat: string;
  tile: string;
  reason: string;
  matches?: Match[];
}

export interface Legal {
  player: number;
  shield: boolean;
  face_down: boolean;
  cards: Record<string, LegalSeat[]>;
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

export interface Frame {
  ply: number;
  players: number;
  names: string[];
  viewer: Viewer;
  tiles: string[];
  seats: Seat[];
  stacks: Record<string, number[]>;
  supply: number[];
  hands: Hand[];
  turn: number | null;
  over: boolean;
  last: LastMove | null;
  moves: MoveEntry[];
  legal?: Legal | null;
  score?: Score | null;
}

/** The synced traits of ClansWidget. */
export interface Traits {
  frames: Frame[];
  position: number;
  mode: "play" | "replay";
  error: string;
  bot_thinking: boolean;
  autoplay_ms: number;
  /** Hot-seat play: one screen passed from player to player. */
  hotseat: boolean;
  /** Hot-seat: the player to move has not shown their hand; no frame holds it yet. */
  covered: boolean;
  /** This viewer may take back the move that led to the position shown. */
  can_undo: boolean;
}

/** An intent sent to Python with model.send. */
export type Intent = { kind: "play"; move: string } | { kind: "undo" } | { kind: "reveal" };
