/** Each player's hand: the cards face up when the viewer sees them, else only how many. */

import { h, svgBox } from "../../dom";
import { playerName, playerStyle } from "../../players";
import { count, possessive } from "../../words";
import { cardBack } from "../clans/cards";
import { CARD_H, CARD_W, cardFace, cardName } from "./cards";
import { canPick } from "./play";
import type { Frame, Hand } from "./types";

function cardSvg(content: SVGGElement): SVGSVGElement {
  const svg = svgBox(CARD_W, CARD_H, { class: "cg-card-svg" });
  svg.append(content);
  return svg;
}

function handCard(frame: Frame, hand: Hand, card: string, selected: string | null, answering: boolean): HTMLButtonElement {
  const playable = canPick(frame, hand.player, card) || (answering && hand.player === frame.turn);
  const chosen = playable && selected === card;
  return h(
    "button",
    {
      type: "button",
      class: `cg-hand-card ${playable ? "cg-playable" : "cg-inert"}`,
      "data-card": card,
      "data-player": hand.player,
      "aria-label": `card ${cardName(card)}`,
      "aria-pressed": playable ? String(chosen) : null,
      "aria-disabled": playable ? null : "true",
      tabindex: playable ? 0 : -1,
      title: cardName(card),
    },
    cardSvg(cardFace(card)),
  );
}

function drawHand(frame: Frame, hand: Hand, selected: string | null, answering: boolean): HTMLElement {
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
  if (hand.cards) cards.append(...hand.cards.map((card) => handCard(frame, hand, card, selected, answering)));
  else cards.append(h("div", { class: "cg-backs", role: "img", "aria-label": count(hand.count, "hidden card") }, ...Array.from({ length: hand.count }, () => cardSvg(cardBack()))));
  row.append(cards);
  return row;
}

/**
 * Draws both hands into `host`, the bottom player's last (nearest the border's bottom side).
 * `answering`: a puzzle is answered by a card, so every card of the hand to move is pickable.
 */
export function drawHands(host: Element, frame: Frame, selected: string | null, bottom: number, answering = false): void {
  const hands = [...frame.hands].sort((a, b) => Number(a.player === bottom) - Number(b.player === bottom));
  host.replaceChildren(h("div", { class: "cg-hands" }, ...hands.map((hand) => drawHand(frame, hand, selected, answering))));
}
