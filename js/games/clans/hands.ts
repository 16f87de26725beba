/** Each player's row: name, shields left, and the hand (face up when visible, else card backs). */

import { CARD_H, CARD_W, cardBack, cardFace, cardName } from "./cards";
import { type Attrs, type Part, h, patchAttrs, patchChildren, svgBox } from "../../dom";
import { canPick } from "./play";
import { isYou, playerName, playerStyle, shieldIcon } from "../../players";
import type { Frame, Hand } from "./types";
import type { Say } from "../../i18n";

/** Live-play state the hands need, and the board's words. */
export interface HandsView {
  selectedCard: string | null;
  say: Say;
}

function cardSvg(content: SVGGElement): SVGSVGElement {
  const svg = svgBox(CARD_W, CARD_H, { class: "cg-card-svg" });
  svg.append(content);
  return svg;
}

/** A hand card's button attributes: whether it may be picked, is chosen, has no seat. */
function cardAttrs(frame: Frame, hand: Hand, card: string, view: HandsView): Attrs {
  const canPlay = canPick(frame, hand.player, card);
  const seats = frame.legal?.cards[card];
  const noSeat = canPlay && !frame.legal?.face_down && seats !== undefined && seats.length === 0;
  const selected = view.selectedCard === card && canPlay;
  const classes = ["cg-hand-card"];
  if (canPlay) classes.push("cg-playable");
  else classes.push("cg-inert");
  if (noSeat) classes.push("cg-no-seat");
  const say = view.say;
  const name = cardName(say, card);
  return {
    type: "button",
    class: classes.join(" "),
    "data-card": card,
    "data-player": hand.player,
    "aria-label": noSeat ? say("clans.card_label_no_seat", { name }) : say("game.card_label", { name }),
    "aria-pressed": canPlay ? String(selected) : null,
    "aria-disabled": canPlay ? null : "true",
    tabindex: canPlay ? 0 : -1,
    title: noSeat ? say("clans.card_title_no_seat", { card }) : card,
  };
}

function supplyIcons(say: Say, frame: Frame, player: number): HTMLElement {
  const left = frame.supply[player] ?? 0;
  const box = h("span", {
    class: "cg-supply",
    role: "img", // a name on a plain span is dropped: read "2 shields left", not "×2"
    "aria-label": say("clans.shields_left", { count: left }),
    title: say("clans.shields_left", { count: left }),
  });
  for (let i = 0; i < left; i++) box.append(shieldIcon(frame, player, "cg-supply-shield"));
  box.append(h("span", { class: "cg-supply-count" }, `×${left}`));
  return box;
}

/** Draws one hand's row into `row` (kept from the last drawing when it was this player's): its head and each card kept while unchanged. */
function patchRow(row: HTMLElement, frame: Frame, hand: Hand, view: HandsView): void {
  const toMove = frame.turn === hand.player && !frame.over;
  const name = playerName(frame, hand.player);
  const say = view.say;
  const cardCount = say("game.card_count", { count: hand.count });
  const whose = isYou(frame, hand.player) ? say("game.your_hand") : say("game.hand_of", { name });
  setAttr(row, "class", toMove ? "cg-hand cg-turn" : "cg-hand");
  setAttr(row, "aria-label", say(toMove ? "game.hand_label_to_move" : "game.hand_label", { hand: whose, cards: cardCount }));
  const headKey = JSON.stringify(["head", toMove, name, frame.names, frame.players, frame.supply[hand.player], hand.count, say.lang]);
  patchChildren(row, [
    [
      headKey,
      () =>
        h(
          "div",
          { class: "cg-hand-head" },
          shieldIcon(frame, hand.player),
          h("span", { class: "cg-hand-name" }, name),
          toMove ? h("span", { class: "cg-turn-badge" }, say("game.to_move")) : null,
          supplyIcons(say, frame, hand.player),
          h("span", { class: "cg-hand-count" }, cardCount),
        ),
    ],
    ["cards", () => h("div", { class: "cg-hand-cards" })],
  ]);
  const cards = row.lastElementChild as Element;
  if (hand.cards) {
    // keyed by the card alone: a card that becomes playable keeps its picture (laying out a new
    // one costs more than the rest of a redraw); js/hint.ts marks the hinted card afterwards
    const parts: Part[] = hand.cards.map((card) => {
      const attrs = cardAttrs(frame, hand, card, view);
      return [card, () => h("button", attrs, cardSvg(cardFace(card))), (el) => patchAttrs(el, attrs)];
    });
    patchChildren(cards, parts);
  } else {
    const attrs = { class: "cg-backs", "aria-label": say("game.hidden_cards", { count: hand.count }), role: "img" };
    patchChildren(cards, [["backs", () => h("div", attrs), (el) => patchAttrs(el, attrs)]]);
    const backs = Array.from({ length: hand.count }, (_, i): Part => [`back ${i}`, () => cardSvg(cardBack())]);
    patchChildren(cards.firstElementChild as Element, backs);
  }
}

function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Draws all hands, in player order, into `host` (its one child), keeping what did not change. */
export function patchHands(host: Element, frame: Frame, view: HandsView): void {
  patchChildren(host, [["hands", () => h("div", { class: "cg-hands" })]]);
  const box = host.firstElementChild as Element;
  patchChildren(
    box,
    frame.hands.map((hand) => [
      `hand ${hand.player}`,
      () => h("div", { "data-hand": hand.player, role: "group", style: `--cg-player: ${playerStyle(hand.player).fill}` }),
    ]),
  );
  frame.hands.forEach((hand, i) => patchRow(box.children[i] as HTMLElement, frame, hand, view));
}
