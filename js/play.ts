/** Live play helpers: which seats light up for a card, and the notation of a move. No rules here. */

import type { Frame, LegalSeat } from "./types";

/** True when `card` of `player` may be picked up in this frame (Python listed it). */
export function canPick(frame: Frame, player: number, card: string): boolean {
  const legal = frame.legal;
  if (!legal || legal.player !== player || frame.over) return false;
  const hand = frame.hands.find((h) => h.player === player);
  if (!hand?.cards?.includes(card)) return false;
  return legal.face_down || card in legal.cards;
}

/** The seats Python lists for `card` (face-down ones too), with the reason each is legal. */
export function litSeats(frame: Frame, card: string | null): Map<string, string> {
  const lit = new Map<string, string>();
  const legal = frame.legal;
  if (!legal || card === null) return lit;
  for (const target of legal.cards[card] ?? []) lit.set(target.seat, reasonText(frame, card, target));
  return lit;
}

/**
 * Python's reason for a legal seat in words, e.g. "3g matches Bn1 (4g) by colour and the
 * opposite Bs2 (3r) by rank": only the matches Python listed, put into a sentence.
 */
function reasonText(frame: Frame, card: string, target: LegalSeat): string {
  if (frame.legal?.open) return "the puzzle judges this move once it is placed";
  if (!target.by) return `no card fits face up anywhere, so ${card} may go face down on ${target.seat}`;
  const parts = Object.entries(target.by).map(([seat, how]) => {
    const [by, where] = how.split(" ");
    const there = frame.seats.find((s) => s.seat === seat)?.card ?? "?";
    return `${where === "opposite" ? "the opposite " : ""}${seat} (${there}) by ${by}`;
  });
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts.join("");
  return `${card} matches ${joined}`;
}

/** The seats of the face-up cards that make `seat` legal for `card`, as Python lists them (`by`). */
export function matchSeats(frame: Frame, card: string, seat: string): string[] {
  return Object.keys(frame.legal?.cards[card]?.find((target) => target.seat === seat)?.by ?? {});
}

/** `<card>@<seat>`, `+` for a shield, leading `~` when the card goes face down. */
export function notation(frame: Frame, card: string, seat: string, withShield: boolean): string {
  const down = frame.legal?.face_down ? "~" : "";
  return `${down}${card}@${seat}${withShield ? "+" : ""}`;
}

/** True when the seat holds no card (face up or down). */
export function isFree(frame: Frame, seat: string): boolean {
  const found = frame.seats.find((s) => s.seat === seat);
  return Boolean(found && found.card == null && !found.down); // undefined in JupyterLite
}
