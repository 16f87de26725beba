/** The marks of a reviewed move, as the move list and the graph show them: a glyph and a sentence. */

import type { ReviewData, ReviewEntry, ReviewMark } from "./types";
import { percent } from "./words";

const GLYPHS: Record<ReviewMark, string> = { best: "", good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };
const MARK_WORDS: Record<ReviewMark, string> = {
  best: "Best move",
  good: "Good move",
  inaccuracy: "Inaccuracy",
  mistake: "Mistake",
  blunder: "Blunder",
};

/** The chess-like glyph of a mark: "?!", "?" or "??"; "" for a best or good move. */
export function markGlyph(mark: ReviewMark): string {
  return GLYPHS[mark] ?? "";
}

/** Whether a mark flags the move (an inaccuracy, a mistake or a blunder). */
export function flagged(mark: ReviewMark): boolean {
  return markGlyph(mark) !== "";
}

/** What a mark says, in words, with the loss and the better move: the move's title. */
export function markTitle(entry: ReviewEntry): string {
  if (!entry.win) return "The only move.";
  const words = `${MARK_WORDS[entry.mark] ?? entry.mark}: win share ${percent(entry.win.mean)}`;
  if (entry.mark === "best" || !entry.best) return words;
  const lost = `${words}, ${percent(entry.loss)} below the best move's ${percent(entry.best.mean)}`;
  if (entry.withheld) return `${lost}. The better move is withheld: it would tell you a card you cannot see.`;
  if (!entry.better) return `${lost}.`;
  return `${lost}. Better: ${entry.better_words ?? entry.better}${entry.reason ? ` (${entry.reason})` : ""}.`;
}

/** The review's entries by the move number the move list shows (`ply + 1`). */
export function entriesByMove(review: ReviewData | null | undefined): Map<number, ReviewEntry> {
  return new Map((review?.entries ?? []).map((entry) => [entry.ply + 1, entry]));
}
