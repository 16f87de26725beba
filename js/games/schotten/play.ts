/**
 * Live play lookups: which cards may be picked, which stones a card may go to, which stones may
 * be claimed and the moves without a stone or card (end, pass, draws). Python lists every move
 * with its notation (`legal.moves`); this only finds the listed one. No rules, no notation.
 */

import type { Frame, LegalMove } from "./types";

/** The moves Python lists, when the viewer may act (none otherwise). */
function listed(frame: Frame | undefined): LegalMove[] {
  return frame && !frame.over ? (frame.legal?.moves ?? []) : [];
}

/** True when `card` of `player` is listed for a plain play in this frame. */
export function canPick(frame: Frame | undefined, player: number, card: string): boolean {
  return frame?.legal?.player === player && listed(frame).some((m) => m.kind === "play" && m.card === card);
}

/** The stones Python lists a plain play of `card` to, each with its move. */
export function openStones(frame: Frame | undefined, card: string | null): Map<number, string> {
  const open = new Map<number, string>();
  if (card === null) return open;
  for (const m of listed(frame)) if (m.kind === "play" && m.card === card && m.stone !== undefined) open.set(m.stone, m.move);
  return open;
}

/**
 * The claim of `stone` Python lists, or null. A claim that asks a Joker's value lists one move
 * per choice: only a claim with no choice is made by a click for now.
 */
export function claimMove(frame: Frame | undefined, stone: number): { move: string | null; choices: number } {
  const claims = listed(frame).filter((m) => m.kind === "claim" && m.stone === stone);
  return { move: claims.length === 1 ? (claims[0]?.move ?? null) : null, choices: claims.length };
}

/** The moves made by a button (end, pass, draws), in Python's order. */
export function buttonMoves(frame: Frame | undefined): LegalMove[] {
  return listed(frame).filter((m) => BUTTON_KINDS.has(m.kind));
}

const BUTTON_KINDS = new Set(["end", "pass", "draw"]);

/** A button's words: "End turn", "Pass", else the move as Python wrote it ("draw C"). */
export function buttonLabel(move: LegalMove): string {
  return move.kind === "end" ? "End turn" : move.kind === "pass" ? "Pass" : move.move;
}
