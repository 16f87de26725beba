/** Small English helpers for the texts the widget writes: counts, possessives, percentages. */

/** "1 card", "2 cards", "0 cards"; `plural` for nouns that do not just take an "s". */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** "Ann's", and "Your" for a player named "You" (never "You's"). */
export function possessive(name: string): string {
  if (name === "You") return "Your";
  if (name === "you") return "your";
  return `${name}'s`;
}

/** A share as a whole percentage: "62%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** The mark of a bot's move in a variation on a board that hides hands, and what it means. */
export const REDEALT = "re-dealt";
export const REDEALT_TITLE =
  "Played from a re-dealt hand: in a variation a bot plays from cards dealt again from those you cannot see, not from its real hand";

/** Why a comment is not shown: it would tell the viewer a card they may not see. */
export const HIDDEN_COMMENT = "(comment hidden: it would tell you a card you cannot see)";
