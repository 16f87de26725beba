/** Each player's hand: the cards face up when the viewer sees them, else only how many. */

import { h, svgBox } from "../../dom";
import { playerName, playerStyle } from "../../players";
import { count, possessive } from "../../words";
import { cardBack } from "../clans/cards";
import { CARD_H, CARD_W, cardFace, cardName } from "./cards";
import type { Frame, Hand } from "./types";

function cardSvg(content: SVGGElement): SVGSVGElement {
  const svg = svgBox(CARD_W, CARD_H, { class: "cg-card-svg" });
  svg.append(content);
  return svg;
}

/** What the hands show of the choice in progress. */
export interface HandChoice {
  /** The player whose cards may be clicked (the player to move, for a viewer who may act). */
  player: number | null;
  /** The cards a click may choose now. */
  pickable: ReadonlySet<string>;
  /** The cards chosen so far (pressed). */
  chosen: ReadonlySet<string>;
}

function handCard(hand: Hand, card: string, choice: HandChoice): HTMLButtonElement {
  const mine = choice.player === hand.player;
  const playable = mine && choice.pickable.has(card);
  const chosen = mine && choice.chosen.has(card);
  return h(
    "button",
    {
      type: "button",
      class: `cg-hand-card ${playable || chosen ? "cg-playable" : "cg-inert"}`,
      "data-card": card,
      "data-player": hand.player,
      "aria-label": `card ${cardName(card)}`,
      "aria-pressed": playable || chosen ? String(chosen) : null,
      "aria-disabled": playable || chosen ? null : "true",
      tabindex: playable || chosen ? 0 : -1,
      title: cardName(card),
    },
    cardSvg(cardFace(card)),
  );
}

function drawHand(frame: Frame, hand: Hand, choice: HandChoice): HTMLElement {
  const toMove = frame.turn === hand.player && !frame.over;
  const name = playerName(frame, hand.player);
  const row = h("div", {
    class: toMove ? "cg-hand cg-turn" : "cg-hand",
    "data-hand": hand.player,
    role: "group",
    "aria-label": `${possessive(name)} hand, ${count(hand.count, "card")}${toMove ? ", to move" : ""}`,
    style: `--cg-player: ${playerStyle(hand.player).fill}`,
  });
  row.append(
    h(
      "div",
      { class: "cg-hand-head" },
      h("span", { class: "cg-hand-name" }, name),
      toMove ? h("span", { class: "cg-turn-badge" }, "to move") : null,
      h("span", { class: "cg-hand-count" }, count(hand.count, "card")),
    ),
  );
  const cards = h("div", { class: "cg-hand-cards" });
  if (hand.cards) cards.append(...hand.cards.map((card) => handCard(hand, card, choice)));
  else cards.append(h("div", { class: "cg-backs", role: "img", "aria-label": count(hand.count, "hidden card") }, ...Array.from({ length: hand.count }, () => cardSvg(cardBack()))));
  row.append(cards);
  return row;
}

/** Draws both hands into `host`, the bottom player's last (nearest the border's bottom side). */
export function drawHands(host: Element, frame: Frame, choice: HandChoice, bottom: number): void {
  const hands = [...frame.hands].sort((a, b) => Number(a.player === bottom) - Number(b.player === bottom));
  host.replaceChildren(h("div", { class: "cg-hands" }, ...hands.map((hand) => drawHand(frame, hand, choice))));
}
