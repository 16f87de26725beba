/** Cards and seats in words for accessible names: "the blue 7" (a card, by the colour table that draws it), "B north 2" (a seat, from the frame's `seat_words`, Python's table). */

import { cardWords } from "./cards";

/** Python's seats in words, by code, as a frame carries them. */
export type Words = Record<string, string> | undefined;

/** A seat in Python's words; its code for a frame saved before it carried them. */
export function seatSpoken(words: Words, seat: string): string {
  return words?.[seat] ?? seat;
}

/** A card in words: "the green 6". */
export function cardSpoken(card: string): string {
  return cardWords(card);
}
