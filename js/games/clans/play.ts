/**
 * Live play helpers: which seats light up for a card, why, and the move to send. Python lists
 * every legal seat with its move and its reason (`legal.cards`); this only looks them up. No
 * rules and no notation here.
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

/** The move Python listed for `card` on `seat`, with or without a shield; null when it listed none. */
export function listedMove(frame: Frame, card: string, seat: string, withShield: boolean): string | null {
  const target = litSeats(frame, card).get(seat);
  return (withShield ? target?.shield_move : target?.move) ?? null;
}

/**
 * The move that asks Python why `card` may not go on the free `seat`: its `unlisted` pattern
 * with both filled in (Python's refusal says why). Null when the frame gives none.
 */
export function unlistedMove(frame: Frame, card: string, seat: string): string | null {
  const pattern = frame.legal?.unlisted;
  return pattern ? pattern.replace("{card}", card).replace("{seat}", seat) : null;
}

/** True when the seat holds no card (face up or down). */
export function isFree(frame: Frame, seat: string): boolean {
  const found = frame.seats.find((s) => s.seat === seat);
  return Boolean(found && found.card == null && !found.down); // undefined in JupyterLite
}

/** The lit seats' reasons, for the board's titles. */
export function litReasons(lit: Map<string, LegalSeat>): Map<string, string> {
  return new Map([...lit].map(([seat, target]) => [seat, target.reason]));
}
