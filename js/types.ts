/** Types of the frame JSON and widget traits described in docs/frames.md. */

export type Viewer = "all" | "spectator" | number;

/**
 * A frame's envelope, the same for every game: the rest of a frame is the game's, drawn by its
 * plug-in (js/shell/registry.ts; Clans and Glory's: js/games/clans/types.ts).
 */
export interface Frame {
  /** The record format of the game drawn (`"clans-and-glory"`): which plug-in draws it. Absent in frames saved before it was sent. */
  game?: string;
  /** Paths to the lists whose items are named by a key, for deltas (framedelta.ts). */
  keyed?: Record<string, string>;
  ply: number;
  players: number;
  names: string[];
  viewer: Viewer;
  /** The player to move; null when the game is over. */
  turn: number | null;
  over: boolean;
  /** The moves of the player to move, when the viewer may see them, shaped by the game (its plug-in reads them); null or absent otherwise. */
  legal?: object | null;
}

/** One move of a line in the move tree, as the viewer may see it. */
export interface TreeMove {
  /** Moves from the start of the game once this one is played (its move number). */
  ply: number;
  player: number;
  /** The notation; a card hidden from the viewer reads `~?@Bn2`. */
  move: string;
  /** The comment on this move is in the `comments` trait under `"<line>:<ply>"` (present only when true). */
  comment?: boolean;
  /** A comment exists that this viewer may not read: it would tell a hidden card (present only when true). */
  comment_hidden?: boolean;
  /** A bot played it in a variation from a hand dealt again from the cards this viewer cannot see, not from its real hand (present only when true). */
  redealt?: boolean;
  /** The move in Python's words ("Ben placed the blue 7 on B north 2"): its accessible name and what the board announces. Absent in trees saved before it was sent. */
  words?: string;
}

/** One line of play: `moves` played from the position after `ply` moves of line `parent`. */
export interface TreeLine {
  id: number;
  /** The line it branches from; null for the main line (id 0). */
  parent: number | null;
  ply: number;
  moves: TreeMove[];
  /** Its bots play from hands dealt again from its start: it stays a variation (no Promote). Present only when true. */
  dealt?: boolean;
}

/** The move tree, read (see `readTree`): every line with its moves (the move list). */
export interface MoveTree {
  lines: TreeLine[];
  /** The viewer may promote and delete variations. */
  editable: boolean;
}

/** A note on a move in the `tree` trait: it has a comment (`"comment"`), one withheld from the viewer (`"hidden"`), or a bot played it from a re-dealt hand (`"redealt"`); any other string is the move in words. */
export type WireNote = string;

/** A move as the `tree` trait sends it, kept short: `[notation, player]`, then its notes, if any. */
export type WireMove = [string, number, ...WireNote[]];

/** The `tree` trait as Python sends it (docs/frames.md). */
export interface WireTree {
  lines: { id: number; parent: number | null; ply: number; moves: WireMove[]; dealt?: boolean }[];
  editable: boolean;
}

/** Python's verdict on the last answer to the puzzle shown. */
export interface PuzzleVerdict {
  correct: boolean;
  /** Why the answer is right, or what it does instead. */
  explanation: string;
  /** The puzzle is solved now (for a puzzle that needs every answer, when the last is found). */
  complete: boolean;
}

/** The `puzzle` trait (`Trainer.state()` in Python): the puzzle shown and the learner's work. */
export interface PuzzleState {
  id: string;
  kind: string;
  lesson: number;
  prompt: string;
  /** What answers the puzzle: Clans and Glory's "seat", "move" or "player"; Schotten Totten's "choice", "card" or "move". */
  answer: "seat" | "move" | "player" | "choice" | "card";
  /** Every right answer must be found. */
  needs_all: boolean;
  /** How many right answers there are to find (1 unless needs_all). */
  needed: number;
  /** For a "player" puzzle: the names to choose from (the answers sent back, the same in every language). */
  choices: string[];
  /** How each choice is shown, in the board's language (Python's words); a choice without one shows as it is. */
  labels?: Record<string, string>;
  /** The kind in a few words, in the board's language. */
  kind_label?: string;
  /** The right answers found so far (needs_all). */
  found: string[];
  /** The hints shown so far, in order. */
  hints: string[];
  more_hints: boolean;
  verdict: PuzzleVerdict | null;
  solved: boolean;
  /** Python takes no more answers: every right answer found, or the solution shown. */
  finished?: boolean;
  /** The solution was shown (now or before a Retry): a right answer is not counted as solved. */
  solution_seen?: boolean;
  /** The right answers, once the learner asked for the solution; null before. */
  solution: string[] | null;
  /** The puzzle shown (0-based) and how many there are. */
  index: number;
  total: number;
  solved_count: number;
  solved_ids: string[];
}

/** The `hint` trait: the best move for the player to move, worked out from that player's information (a game's plug-in reads the rest of it). */
export interface HintState {
  /** Where it was asked: it holds only there. */
  line: number;
  ply: number;
  player: number;
  move: string;
  /** The move as advice, in Python's words ("place the green 6 on C north 2"): shown and read instead of the notation. */
  words?: string;
  /** What the move does, in words. */
  reason: string;
  /** The win share of the move, with its 95% interval. */
  win: WinShare;
}

/** How much win share a reviewed move gave away, from none to a lot (Python's `MARKS`). */
export type ReviewMark = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

/** A win share (1 a win, 1/k a victory shared by k, 0 a loss) with its 95% interval. */
export interface WinShare {
  mean: number;
  low: number;
  high: number;
}

/** A reviewed move's win share: with its 95% interval in a review made for "all", the mean alone (whole percents) in one made for a player or a spectator. */
export interface ReviewShare {
  mean: number;
  low?: number;
  high?: number;
}

/** One reviewed move of the main line, as the viewer may see it (Python's `ReviewEntry`). */
export interface ReviewEntry {
  /** Moves before it: 0 for the first move (the move list numbers it `ply + 1`). */
  ply: number;
  player: number;
  move: string;
  mark: ReviewMark;
  /** The best move's win share minus the played move's, for the mover. */
  loss: number;
  /** The played move's win share and the best move's, for the mover; null for a forced move (the only one), which no search weighs. */
  win: ReviewShare | null;
  best: ReviewShare | null;
  /** The move in Python's words ("Ben placed the blue 7 on B north 2"); absent in a review saved in a page made before issue 20. */
  words?: string;
  /** The better move and what it does; null and "" when it is the best, or withheld. */
  better: string | null;
  /** The better move as advice, in Python's words ("place the green 6 on C north 2"). */
  better_words?: string;
  reason: string;
  /** The better move is withheld: it names a card the viewer cannot see. */
  withheld: boolean;
}

/** A game review as `Review.to_dict()` writes it. */
export interface ReviewData {
  /** Whose board may show it: "all", or the player or spectator it was made for. */
  for: Viewer;
  viewer: Viewer | null;
  entries: ReviewEntry[];
}

/** The `review_state` trait: the review as the viewer may see it, its progress while computed, and why this board may not review ('' when it may). */
export interface ReviewState {
  review: ReviewData | null;
  progress: [number, number] | null;
  refusal: string;
}

/** The synced traits of ClansWidget. */
export interface Traits {
  /** One frame per position of the shown line, compact: the first whole, then deltas (framestore.ts reads them). */
  frames: Frame[];
  /** A move's new frames (`start`, `frames`, `answers`, serial `n`), in the same update as the traits the move changed; framestore.ts takes them and empties it. */
  frames_step: { start?: number; frames?: Frame[]; answers?: unknown[]; n?: number };
  /** The position shown on the shown line: an index into `frames`. */
  position: number;
  /** The board's language ("en", "fr", "de"), or null: the page's (i18n.ts). */
  lang?: string | null;
  /** The line shown: 0 is the main line. */
  line: number;
  /** The move tree: JSON text from Python (one string is cheap to send however many lines it holds), an object in exported pages. */
  tree: WireTree | string;
  /** The comments the viewer may read, keyed `"<line>:<ply>"`. */
  comments: Record<string, string>;
  mode: "play" | "replay" | "puzzle";
  error: string;
  bot_thinking: boolean;
  /** A bot should move but failed: offer to let it try again (the `bot` intent). */
  bot_stalled: boolean;
  autoplay_ms: number;
  /** Hot-seat play: one screen passed from player to player. */
  hotseat: boolean;
  /** Hot-seat: the player to move has not shown their hand; no frame holds it yet. */
  covered: boolean;
  /** This viewer may take back the move that led to the position shown. */
  can_undo: boolean;
  /** Show the stack forecast on each tile (the front end's switch sets it). */
  forecast: boolean;
  /** Puzzle mode (`mode` "puzzle"): the puzzle shown and the learner's work; `{}` otherwise. */
  puzzle: PuzzleState | Record<string, never>;
  /** The game review shown, or its progress (see ReviewState); `{}` before Python sets it. */
  review_state: ReviewState | Record<string, never>;
  /** "normal", or "large" for a projector (js/layout.ts); Python owns it. */
  size: "normal" | "large";
  /** This viewer may ask for a hint at the position shown (the Hint button). */
  can_hint: boolean;
  /** A hint is being worked out. */
  hint_thinking: boolean;
  /** The hint at the position shown; `{}` when none. */
  hint: HintState | Record<string, never>;
  /** The files this viewer may save (`download` intent): "record" (JSON) and "page" (HTML replay). */
  downloads: string[];
  /** Set only in an exported page (no kernel): a plain replay, nothing to play, undo or save. */
  read_only?: boolean;
  /** A board with no kernel: a game's answers to its own requests, worked out when the page was made (clans_widget/core/offline.py). */
  answers?: AnswersAhead | Record<string, never>;
  /** A static-site page only: the board's lesson in JupyterLite, which a puzzle links (clans_widget/site.py). */
  lite?: string;
}

/** Answers worked out ahead (docs/frames.md, `answers`): each distinct answer once, and per position (`"<line>:<ply>"`) the request key (`"explain:4"`) of each. */
export interface AnswersAhead {
  shared: Record<string, unknown>[];
  at: Record<string, Record<string, number>>;
}

/** Python's answer to a `download` intent: a file for the browser to save. */
export interface DownloadMessage {
  kind: "download";
  name: string;
  mime: string;
  text: string;
}

/** An intent sent to Python with model.send (docs/frames.md, "Intents"). */
export type Intent =
  | { kind: "play"; move: string; line: number; ply: number }
  | { kind: "undo"; line: number; ply: number }
  | { kind: "reveal" }
  | { kind: "goto"; line: number; ply: number }
  | { kind: "main-line" }
  | { kind: "promote"; line: number; ply: number; move: string }
  | { kind: "delete"; line: number; ply: number; move: string }
  | { kind: "bot" }
  | { kind: "sync" }
  | { kind: "ack" }
  /** The page's language, sent once by a board whose `lang` trait is empty (Python's sentences then speak it). */
  | { kind: "lang"; lang: string }
  | { kind: "preview"; move: string }
  | { kind: "reasons"; card: string; line: number; ply: number }
  | { kind: "explain"; stone: number; line: number; ply: number }
  | { kind: "answer"; answer: string }
  | { kind: "hint"; line?: number; ply?: number }
  | { kind: "solution" }
  | { kind: "retry" }
  | { kind: "puzzle"; index: number }
  | { kind: "download"; what: string }
  | { kind: "review" };
