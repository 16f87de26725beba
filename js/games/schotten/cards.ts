/** Schotten Totten's cards: clan cards drawn as Clans and Glory's (same colours and symbols), tactic cards by name. */

import { s } from "../../dom";
import type { MessageId, Say } from "../../i18n";
import { CARD_H, CARD_W, cardFace as clanFace } from "../clans/cards";

export { CARD_H, CARD_W };

/** A tactic card's words, by code: its name ("Joker"), and the card as a sentence names it. */
interface TacticWords {
  name: MessageId;
  words: MessageId;
}

/** The tactic cards, by code. */
const TACTICS: Record<string, TacticWords> = {
  JK: { name: "schotten.tactic_jk", words: "schotten.tactic_words_jk" },
  SPY: { name: "schotten.tactic_spy", words: "schotten.tactic_words_spy" },
  SHB: { name: "schotten.tactic_shb", words: "schotten.tactic_words_shb" },
  BMB: { name: "schotten.tactic_bmb", words: "schotten.tactic_words_bmb" },
  MUD: { name: "schotten.tactic_mud", words: "schotten.tactic_words_mud" },
  REC: { name: "schotten.tactic_rec", words: "schotten.tactic_words_rec" },
  STR: { name: "schotten.tactic_str", words: "schotten.tactic_words_str" },
  BAN: { name: "schotten.tactic_ban", words: "schotten.tactic_words_ban" },
  TRA: { name: "schotten.tactic_tra", words: "schotten.tactic_words_tra" },
};

/** The clan colours' words, by the card code's letter: alone ("7 blue"), and as a sentence says the card ("the blue 7"). */
const COLOURS: Record<string, [MessageId, MessageId]> = {
  r: ["colour_name.r", "colour.r"],
  o: ["colour_name.o", "colour.o"],
  y: ["colour_name.y", "colour.y"],
  g: ["colour_name.g", "colour.g"],
  b: ["colour_name.b", "colour.b"],
  p: ["colour_name.p", "colour.p"],
};
const UNKNOWN: [MessageId, MessageId] = ["colour_name.unknown", "colour.unknown"];

/** A combat mode's words where a stone's label names it, by code. */
const MODES: Record<string, MessageId> = { MUD: "schotten.mode_mud", BMB: "schotten.mode_bmb" };

/** True for a tactic card's code. */
export function isTactic(card: string): boolean {
  return card in TACTICS;
}

function clanParts(card: string): { rank: string; colour: [MessageId, MessageId] } {
  return { rank: card.slice(0, -1) || "?", colour: COLOURS[card.slice(-1)] ?? UNKNOWN };
}

/** Accessible name of a card: "7 red", "Joker (tactic)". */
export function cardName(say: Say, card: string): string {
  const tactic = TACTICS[card];
  if (tactic) return say("schotten.tactic_name", { name: say(tactic.name) });
  const { rank, colour } = clanParts(card);
  return say("card.name", { rank, colour: say(colour[0]) });
}

/** A card as a sentence names it, article included where the language wants one ("le 7 rouge", "die rote 7"). */
export function cardWords(say: Say, card: string): string {
  const tactic = TACTICS[card];
  if (tactic) return say(tactic.words);
  const { rank, colour } = clanParts(card);
  return say("schotten.card_words", { rank, colour: say(colour[1]) });
}

/** A combat mode on a stone, as the stone's label names it. */
export function modeName(say: Say, mode: string): string {
  const id = MODES[mode];
  return id ? say(id) : mode;
}

/** A face-up card filling 0 0 CARD_W CARD_H. */
export function cardFace(say: Say, card: string): SVGGElement {
  return isTactic(card) ? tacticFace(say, card) : clanFace(card);
}

/**
 * A card on the border, where the next card covers all but its top: Clans and Glory's face with
 * its value repeated in the top corner, so every covered card still reads.
 */
export function tableFace(say: Say, card: string): SVGGElement {
  const face = cardFace(say, card);
  if (isTactic(card)) return face;
  const rank = face.querySelector(".cg-rank");
  if (rank) face.append(s("text", { class: "st-corner-rank", x: CARD_W - 8, y: 24, fill: rank.getAttribute("fill") ?? "currentColor" }, rank.textContent ?? ""));
  return face;
}

function tacticFace(say: Say, card: string): SVGGElement {
  const g = s("g", { class: "cg-card-face st-tactic" });
  g.append(
    s("rect", { class: "st-tactic-fill", x: 0.75, y: 0.75, width: CARD_W - 1.5, height: CARD_H - 1.5, rx: 7 }),
    s("rect", { class: "st-tactic-frame", x: 4, y: 4, width: CARD_W - 8, height: CARD_H - 8, rx: 5 }),
    s("text", { class: "st-tactic-code", x: CARD_W / 2, y: CARD_H / 2 + 2 }, card),
    s("text", { class: "st-tactic-kind", x: CARD_W / 2, y: CARD_H - 12 }, say("schotten.tactic_kind")),
  );
  return g;
}
