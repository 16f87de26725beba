/**
 * Live play helpers: which seats light up for a card, why, and the move to send. Python lists
 * every legal seat with the cards that make it legal (`legal.cards`) and a pattern for the move
 * to send, and says why in words when asked (reasons.ts); this only looks them up. No rules
 * and no notation here.
 */

import type { Frame, LegalSeat } from "./types";

/** True when `card` of `player` may be picked up in this frame (Python listed it). */
export function canPick(frame: Frame, player: number, card: string): boolean {
  const legal = frame.legal;
  if (!legal || legal.player !== player || frame.over) return false;
  const hand = frame.hands.find((h) => h.player === player);
  if (!hand?.cards?.includes(card)) return false;
  return legal.face_down || card in legal.cards;
}

/** The seats Python lists for `card` (face-down ones too), each with its move and reason. */
export function litSeats(frame: Frame, card: string | null): Map<string, LegalSeat> {
  const lit = new Map<string, LegalSeat>();
  const legal = frame.legal;
  if (!legal || card === null) return lit;
  for (const target of legal.cards[card] ?? []) lit.set(target.seat, target);
  return lit;
}

/** The seats of the face-up cards that make `seat` legal for `card`, as Python lists them (`by`). */
export function matchSeats(frame: Frame, card: string, seat: string): string[] {
  return Object.keys(litSeats(frame, card).get(seat)?.by ?? {});
}

/** The move Python's pattern (`legal.moves`) names for `card` on `seat`, with or without a shield; null when there is none. */
export function moveFor(frame: Frame, card: string, seat: string, withShield = false): string | null {
  const moves = frame.legal?.moves;
  const pattern = withShield ? moves?.shield_move : moves?.move;
  return pattern ? pattern.replace("{card}", card).replace("{seat}", seat) : null;
}

/** The move for `card` on the lit `seat`, with or without a shield; null when the seat is not lit or there is none. */
export function listedMove(frame: Frame, card: string, seat: string, withShield: boolean): string | null {
  return litSeats(frame, card).has(seat) ? moveFor(frame, card, seat, withShield) : null;
}

/** Why a lit seat is lit, in Python's words: its own sentence once Python sent it (`told`), else the one the frame gives every seat (face down, an open puzzle), else none yet. */
export function seatReason(frame: Frame, seat: string, told: (seat: string) => string | undefined): string {
  return told(seat) ?? frame.legal?.reason ?? "";
}

/** True when the seat holds no card (face up or down). */
export function isFree(frame: Frame, seat: string): boolean {
  const found = frame.seats.find((s) => s.seat === seat);
  return Boolean(found && found.card == null && !found.down); // undefined in JupyterLite
}

/** The lit seats' reasons, for the board's titles and labels. */
export function litReasons(frame: Frame, lit: Map<string, LegalSeat>, told: (seat: string) => string | undefined): Map<string, string> {
  return new Map([...lit.keys()].map((seat) => [seat, seatReason(frame, seat, told)]));
}

/** True when the seats `card` lights each have a sentence of their own to ask Python for (face up, not an open puzzle). */
export function hasOwnReasons(frame: Frame, card: string | null): boolean {
  return card !== null && (frame.legal?.cards[card] ?? []).some((target) => target.by !== undefined);
}
