/** Each player's hand: the cards face up when the viewer sees them, else only how many. */

import { type Attrs, type Part, h, patchAttrs, patchChildren, svgBox } from "../../dom";
import type { Say } from "../../i18n";
import { isYou, playerName, playerStyle } from "../../players";
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

/** A hand card's button attributes: whether it may be picked, is chosen. */
function cardAttrs(say: Say, hand: Hand, card: string, choice: HandChoice): Attrs {
  const mine = choice.player === hand.player;
  const playable = mine && choice.pickable.has(card);
  const chosen = mine && choice.chosen.has(card);
  const name = cardName(say, card);
  return {
    type: "button",
    class: `cg-hand-card ${playable || chosen ? "cg-playable" : "cg-inert"}`,
    "data-card": card,
    "data-player": hand.player,
    "aria-label": say("game.card_label", { name }),
    "aria-pressed": playable || chosen ? String(chosen) : null,
    "aria-disabled": playable || chosen ? null : "true",
    tabindex: playable || chosen ? 0 : -1,
    title: name,
  };
}

/** Draws one hand's row into `row` (kept from the last drawing when it was this player's): its head, and each card kept while it is held. */
function patchHand(say: Say, row: Element, frame: Frame, hand: Hand, choice: HandChoice): void {
  const toMove = frame.turn === hand.player && !frame.over;
  const name = playerName(frame, hand.player);
  const whose = isYou(frame, hand.player) ? say("game.your_hand") : say("game.hand_of", { name });
  const cards = say("game.card_count", { count: hand.count });
  patchAttrs(row, {
    class: toMove ? "cg-hand cg-turn" : "cg-hand",
    "data-hand": hand.player,
    role: "group",
    "aria-label": say(toMove ? "game.hand_label_to_move" : "game.hand_label", { hand: whose, cards }),
    style: `--cg-player: ${playerStyle(hand.player).fill}`,
  });
  const head = (): HTMLElement =>
    h(
      "div",
      { class: "cg-hand-head" },
      h("span", { class: "cg-hand-name" }, name),
      toMove ? h("span", { class: "cg-turn-badge" }, say("game.to_move")) : null,
      h("span", { class: "cg-hand-count" }, cards),
    );
  patchChildren(row, [
    [JSON.stringify(["head", name, toMove, cards]), head],
    ["cards", () => h("div", { class: "cg-hand-cards" })],
  ]);
  const box = row.lastElementChild as Element;
  if (hand.cards) {
    const parts = hand.cards.map((card): Part => {
      const attrs = cardAttrs(say, hand, card, choice);
      return [card, () => h("button", attrs, cardSvg(cardFace(say, card))), (el) => patchAttrs(el, attrs)];
    });
    patchChildren(box, parts);
  } else {
    const label = say("game.hidden_cards", { count: hand.count });
    const backs = (): HTMLElement => h("div", { class: "cg-backs", role: "img", "aria-label": label }, ...Array.from({ length: hand.count }, () => cardSvg(cardBack())));
    patchChildren(box, [[`backs ${hand.count} ${label}`, backs]]);
  }
}

/**
 * Draws both hands into `host`, the bottom player's last (nearest the border's bottom side),
 * keeping every row and card that is still there: a redraw (a bot thinking, a hint, a choice)
 * never replaces a card under the pointer, so a click on it lands.
 */
export function drawHands(say: Say, host: Element, frame: Frame, choice: HandChoice, bottom: number): void {
  const hands = [...frame.hands].sort((a, b) => Number(a.player === bottom) - Number(b.player === bottom));
  patchChildren(host, [["hands", () => h("div", { class: "cg-hands" })]]);
  const box = host.firstElementChild as Element;
  patchChildren(box, hands.map((hand): Part => [`hand ${hand.player}`, () => h("div", {})]));
  hands.forEach((hand, i) => patchHand(say, box.children[i] as Element, frame, hand, choice));
}
