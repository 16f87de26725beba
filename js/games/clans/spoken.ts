/** Seats in words for accessible names: "B north 2", from the frame's `seat_words` (Python's table); cards in words are `cardWords` (./cards.ts). */

/** Python's seats in words, by code, as a frame carries them. */
export type Words = Record<string, string> | undefined;

/** A seat in Python's words; its code for a frame saved before it carried them. */
export function seatSpoken(words: Words, seat: string): string {
  return words?.[seat] ?? seat;
}
