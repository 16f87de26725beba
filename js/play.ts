/** Live play helpers: which seats light up for a card, and the notation of a move. No rules here. */

import type { Frame } from "./types";

/** True when `card` of `player` may be picked up in this frame (Python listed it). */
export function canPick(frame: Frame, player: number, card: string): boolean {
  const legal = frame.legal;
  if (!legal || legal.player !== player || frame.over) return false;
  const hand = frame.hands.find((h) => h.player === player);
  if (!hand?.cards?.includes(card)) return false;
  return legal.face_down || card in legal.cards;
}

/** The seats Python lists for `card` (face-down ones too), with their reasons. */
export function litSeats(frame: Frame, card: string | null): Map<string, string> {
  const lit = new Map<string, string>();
  const legal = frame.legal;
  if (!legal || card === null) return lit;
  for (const target of legal.cards[card] ?? []) lit.set(target.seat, target.reason);
  return lit;
}

/** The seats of the face-up cards that make `seat` legal for `card`, as Python lists them (`by`). */
export function matchSeats(frame: Frame, card: string, seat: string): string[] {
  return frame.legal?.cards[card]?.find((target) => target.seat === seat)?.by ?? [];
}

/** `<card>@<seat>`, `+` for a shield, leading `~` when the card goes face down. */
export function notation(frame: Frame, card: string, seat: string, withShield: boolean): string {
  const down = frame.legal?.face_down ? "~" : "";
  return `${down}${card}@${seat}${withShield ? "+" : ""}`;
}

/** True when the seat holds no card (face up or down). */
export function isFree(frame: Frame, seat: string): boolean {
  const found = frame.seats.find((s) => s.seat === seat);
  return Boolean(found && found.card === null && !found.down);
}
