/** Each player's row: name, shields left, and the hand (face up when visible, else card backs). */

import { CARD_H, CARD_W, cardBack, cardFace, cardName } from "./cards";
import { h, svgBox } from "./dom";
import { canPick } from "./play";
import { playerName, playerStyle, shieldIcon } from "./players";
import type { Frame, Hand } from "./types";
import { count, possessive } from "./words";

/** Live-play state the hands need. */
export interface HandsView {
  selectedCard: string | null;
}

function cardSvg(content: SVGGElement): SVGSVGElement {
  const svg = svgBox(CARD_W, CARD_H, { class: "cg-card-svg" });
  svg.append(content);
  return svg;
}

function handCard(frame: Frame, hand: Hand, card: string, view: HandsView): HTMLButtonElement {
  const canPlay = canPick(frame, hand.player, card);
  const seats = frame.legal?.cards[card];
  const noSeat = canPlay && !frame.legal?.face_down && seats !== undefined && seats.length === 0;
  const selected = view.selectedCard === card && canPlay;
  const classes = ["cg-hand-card"];
  if (canPlay) classes.push("cg-playable");
  else classes.push("cg-inert");
  if (noSeat) classes.push("cg-no-seat");
  const suffix = noSeat ? ", no legal seat" : "";
  return h(
    "button",
    {
      type: "button",
      class: classes.join(" "),
      "data-card": card,
      "data-player": hand.player,
      "aria-label": `card ${cardName(card)}${suffix}`,
      "aria-pressed": canPlay ? String(selected) : null,
      "aria-disabled": canPlay ? null : "true",
      tabindex: canPlay ? 0 : -1,
      title: `${card}${suffix}`,
    },
    cardSvg(cardFace(card)),
  );
}

function supplyIcons(frame: Frame, player: number): HTMLElement {
  const left = frame.supply[player] ?? 0;
  const box = h("span", {
    class: "cg-supply",
    "aria-label": `${count(left, "shield")} left`,
    title: `${count(left, "shield")} left`,
  });
  for (let i = 0; i < left; i++) box.append(shieldIcon(frame, player, "cg-supply-shield"));
  box.append(h("span", { class: "cg-supply-count" }, `×${left}`));
  return box;
}

function handRow(frame: Frame, hand: Hand, view: HandsView): HTMLElement {
  const toMove = frame.turn === hand.player && !frame.over;
  const name = playerName(frame, hand.player);
  const row = h("div", {
    class: toMove ? "cg-hand cg-turn" : "cg-hand",
    "data-hand": hand.player,
    role: "group",
    "aria-label": `${possessive(name)} hand, ${count(hand.count, "card")}${toMove ? ", to move" : ""}`,
    style: `--cg-player: ${playerStyle(hand.player).fill}`,
  });
  const head = h(
    "div",
    { class: "cg-hand-head" },
    shieldIcon(frame, hand.player),
    h("span", { class: "cg-hand-name" }, name),
    toMove ? h("span", { class: "cg-turn-badge" }, "to move") : null,
    supplyIcons(frame, hand.player),
    h("span", { class: "cg-hand-count" }, count(hand.count, "card")),
  );
  const cards = h("div", { class: "cg-hand-cards" });
  if (hand.cards) {
    for (const card of hand.cards) cards.append(handCard(frame, hand, card, view));
  } else {
    const backs = h("div", { class: "cg-backs", "aria-label": `${count(hand.count, "hidden card")}`, role: "img" });
    for (let i = 0; i < hand.count; i++) backs.append(cardSvg(cardBack()));
    cards.append(backs);
  }
  row.append(head, cards);
  return row;
}

/** All hands, in player order. */
export function drawHands(frame: Frame, view: HandsView): HTMLElement {
  const box = h("div", { class: "cg-hands" });
  for (const hand of frame.hands) box.append(handRow(frame, hand, view));
  return box;
}
