/** Small English helpers for the texts the game plug-ins still write in English (i18n.ts holds the board's words): counts, possessives; and percentages. */

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
