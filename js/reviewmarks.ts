/** The marks of a reviewed move, as the move list and the graph show them: a glyph and a sentence. */

import type { MessageId, Say } from "./i18n";
import type { ReviewData, ReviewEntry, ReviewMark } from "./types";
import { percent } from "./words";

const GLYPHS: Record<ReviewMark, string> = { best: "", good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };
const MARK_WORDS: Record<ReviewMark, MessageId> = {
  best: "mark.best",
  good: "mark.good",
  inaccuracy: "mark.inaccuracy",
  mistake: "mark.mistake",
  blunder: "mark.blunder",
};

const IN_WORDS: Partial<Record<ReviewMark, MessageId>> = {
  inaccuracy: "mark.inaccuracy_in_words",
  mistake: "mark.mistake_in_words",
  blunder: "mark.blunder_in_words",
};

/** A mark said within a sentence: "a mistake" for a flagged move, "Best move" or "Good move" otherwise. */
export function markInWords(say: Say, mark: ReviewMark): string {
  const id = IN_WORDS[mark] ?? MARK_WORDS[mark];
  return id ? say(id) : mark;
}

/** The chess-like glyph of a mark: "?!", "?" or "??"; "" for a best or good move. */
export function markGlyph(mark: ReviewMark): string {
  return GLYPHS[mark] ?? "";
}

/** Whether a mark flags the move (an inaccuracy, a mistake or a blunder). */
export function flagged(mark: ReviewMark): boolean {
  return markGlyph(mark) !== "";
}

/** What a mark says, in words, with the loss and the better move: the move's title. */
export function markTitle(say: Say, entry: ReviewEntry): string {
  if (!entry.win) return say("review.only_move");
  const words = MARK_WORDS[entry.mark];
  const said = say("review.win_share", { mark: words ? say(words) : entry.mark, share: percent(entry.win.mean, say.lang) });
  if (entry.mark === "best" || !entry.best) return said;
  const lost = say("review.below_best", { said, loss: percent(entry.loss, say.lang), best: percent(entry.best.mean, say.lang) });
  if (entry.withheld) return say("review.withheld", { said: lost });
  if (!entry.better) return say("review.sentence", { said: lost });
  const better = entry.better_words ?? entry.better;
  return entry.reason ? say("review.better_because", { said: lost, better, reason: entry.reason }) : say("review.better", { said: lost, better });
}

/** The review's entries by the move number the move list shows (`ply + 1`). */
export function entriesByMove(review: ReviewData | null | undefined): Map<number, ReviewEntry> {
  return new Map((review?.entries ?? []).map((entry) => [entry.ply + 1, entry]));
}
