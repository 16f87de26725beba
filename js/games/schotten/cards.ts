/** Schotten Totten's cards: clan cards drawn as Clans and Glory's (same colours and symbols), tactic cards by name. */

import { s } from "../../dom";
import { CARD_H, CARD_W, cardFace as clanFace, cardName as clanName } from "../clans/cards";

export { CARD_H, CARD_W };

/** The tactic cards' names, by code. */
const TACTICS: Record<string, string> = {
  JK: "Joker",
  SPY: "Spy",
  SHB: "Shield-bearer",
  BMB: "Blind-man's bluff",
  MUD: "Mud",
  REC: "Recruiter",
  STR: "Strategist",
  BAN: "Banshee",
  TRA: "Traitor",
};

/** True for a tactic card's code. */
export function isTactic(card: string): boolean {
  return card in TACTICS;
}

/** Accessible name of a card: "7 red", "Joker (tactic)". */
export function cardName(card: string): string {
  const tactic = TACTICS[card];
  return tactic ? `${tactic} (tactic)` : clanName(card);
}

/** A face-up card filling 0 0 CARD_W CARD_H. */
export function cardFace(card: string): SVGGElement {
  return isTactic(card) ? tacticFace(card) : clanFace(card);
}

/**
 * A card on the border, where the next card covers all but its top: Clans and Glory's face with
 * its value repeated in the top corner, so every covered card still reads.
 */
export function tableFace(card: string): SVGGElement {
  const face = cardFace(card);
  if (isTactic(card)) return face;
  const rank = face.querySelector(".cg-rank");
  if (rank) face.append(s("text", { class: "st-corner-rank", x: CARD_W - 8, y: 24, fill: rank.getAttribute("fill") ?? "currentColor" }, rank.textContent ?? ""));
  return face;
}

function tacticFace(card: string): SVGGElement {
  const g = s("g", { class: "cg-card-face st-tactic" });
  g.append(
    s("rect", { class: "st-tactic-fill", x: 0.75, y: 0.75, width: CARD_W - 1.5, height: CARD_H - 1.5, rx: 7 }),
    s("rect", { class: "st-tactic-frame", x: 4, y: 4, width: CARD_W - 8, height: CARD_H - 8, rx: 5 }),
    s("text", { class: "st-tactic-code", x: CARD_W / 2, y: CARD_H / 2 + 2 }, card),
    s("text", { class: "st-tactic-kind", x: CARD_W / 2, y: CARD_H - 12 }, "tactic"),
  );
  return g;
}
