/** The long table: tiles left to right, seats, shield stacks and campfires, as one scalable SVG. */

import { CARD_H, CARD_W, cardBack, cardFace, cardWords } from "./cards";
import { seatSpoken, type Words } from "./spoken";
import { type Attrs, type Part, patchAttrs, patchChildren, s } from "../../dom";
import type { MessageId, Say } from "../../i18n";
import { SHIELD_H, SHIELD_W, playerName, shield } from "../../players";
import type { Frame, Seat } from "./types";

const GAP = 10; // between seats of one row
const PAD = 14; // tile edge to seats
const PAD_Y = 12;
const BAND = 84; // height of the central band holding the shield stack
const TILE_GAP = 8;
const MARGIN = 8;
const TILE_W = 3 * CARD_W + 2 * GAP + 2 * PAD;
const HEAD_W = CARD_W + PAD;
const TILE_H = 2 * PAD_Y + 2 * CARD_H + 12 + BAND;
const SOUTH_Y = TILE_H - PAD_Y - CARD_H;
const BAND_Y = PAD_Y + CARD_H + 6;
const FIRE_W = 40;

/** What the board needs to know beyond the frame: the live-play highlights and the puzzle marks. */
export interface BoardView {
  /** Seats lit for the selected card, with the reason each is legal. */
  lit: Map<string, string>;
  selectedSeat: string | null;
  /** A puzzle answered with a seat: every seat is a button. */
  answerSeats?: boolean;
  /** Puzzle marks: the right seats found so far, and the seats of a shown solution. */
  found?: ReadonlySet<string>;
  solution?: ReadonlySet<string>;
  /** The seat the hint shows (js/hint.ts marks it after drawing). */
  hinted?: string | null;
  /** The frame's cards and seats in words, for the seats' accessible names. */
  words?: Words;
  /** The board's words. */
  say: Say;
}

/** Where a tile lies across the board, as fractions of the board's width (for HTML laid under it). */
export interface TileSpan {
  tile: string;
  left: number;
  width: number;
}

interface TileBox {
  x: number;
  width: number;
  seatsX: number;
  first: boolean;
  last: boolean;
}

function tileBoxes(tiles: string[]): Map<string, TileBox> {
  const boxes = new Map<string, TileBox>();
  let x = MARGIN;
  tiles.forEach((tile, i) => {
    const first = i === 0;
    const last = i === tiles.length - 1;
    const width = TILE_W + (first ? HEAD_W : 0) + (last ? HEAD_W : 0);
    boxes.set(tile, { x, width, seatsX: x + (first ? HEAD_W : 0), first, last });
    x += width + TILE_GAP;
  });
  return boxes;
}

function seatXY(seat: Seat, box: TileBox): [number, number] {
  if (seat.row === "h") {
    const x = box.first ? box.x + PAD : box.x + box.width - PAD - CARD_W;
    return [x, (TILE_H - CARD_H) / 2 + MARGIN];
  }
  const x = box.seatsX + PAD + (seat.pos - 1) * (CARD_W + GAP);
  return [x, (seat.row === "n" ? PAD_Y : SOUTH_Y) + MARGIN];
}

/** The board's width in its own units (the SVG's viewBox width). */
function boardWidth(boxes: Map<string, TileBox>): number {
  let width = MARGIN;
  for (const box of boxes.values()) width = box.x + box.width + MARGIN;
  return width;
}

/** Each tile's place across the board, left to right. */
export function tileSpans(tiles: string[]): TileSpan[] {
  const boxes = tileBoxes(tiles);
  const width = boardWidth(boxes);
  return [...boxes].map(([tile, box]) => ({ tile, left: box.x / width, width: box.width / width }));
}

/** "seat Bn2, 6 green" and the like. */
function seatLabel(say: Say, seat: Seat, reason: string | undefined, mark: string, words: Words): string {
  let what = say("clans.seat_free");
  if (seat.down) what = seat.card ? say("clans.seat_down_card", { card: cardWords(say, seat.card) }) : say("clans.seat_down"); // "(the" would hide the rank shown from name matching
  else if (seat.card) what = cardWords(say, seat.card);
  const named = { seat: seatSpoken(words, seat.seat), what };
  return (reason ? say("clans.seat_label_legal", { ...named, reason }) : say("clans.seat_label", named)) + mark;
}

/** A puzzle mark in the seat's top right corner: ✓ for a right seat found, ★ for the solution's. */
function seatBadge(symbol: string): SVGGElement {
  const g = s("g", { class: "cg-badge", transform: `translate(${CARD_W - 6} 6)`, "aria-hidden": "true" });
  g.append(s("circle", { r: 13 }), s("text", { y: 5.5 }, symbol));
  return g;
}

/** A seat's own attributes: where it is, whether it is lit, chosen, last played, found. */
function seatAttrs(seat: Seat, box: TileBox, view: BoardView, lastSeat: string | null): Attrs {
  const [x, y] = seatXY(seat, box);
  const reason = view.lit.get(seat.seat);
  const lit = reason !== undefined;
  const free = seat.card == null && !seat.down; // == null: a Pyodide kernel sends None as undefined
  const found = view.found?.has(seat.seat) ?? false;
  const solution = view.solution?.has(seat.seat) ?? false;
  const classes = ["cg-seat", free ? "cg-free" : "cg-taken"];
  if (lit) classes.push("cg-lit");
  if (view.answerSeats) classes.push("cg-answerable");
  if (found) classes.push("cg-found");
  if (solution) classes.push("cg-solution");
  const mark = (found ? view.say("clans.mark_found") : "") + (solution ? view.say("clans.mark_solution") : "");
  if (view.selectedSeat === seat.seat) classes.push("cg-selected");
  if (lastSeat === seat.seat) classes.push("cg-last");
  return {
    class: classes.join(" "),
    transform: `translate(${x} ${y})`,
    "data-seat": seat.seat,
    "data-seat-card": seat.down ? (seat.card ?? "down") : (seat.card ?? ""),
    "data-legal": lit ? "true" : null,
    role: lit || view.answerSeats ? "button" : "img", // a seat that does nothing is no button
    tabindex: lit || view.answerSeats ? 0 : -1,
    "aria-label": seatLabel(view.say, seat, reason, mark, view.words),
    "aria-pressed": view.selectedSeat === seat.seat ? "true" : null,
  };
}

/** A seat's tooltip: its name, and why it is lit. */
function seatTitle(seat: Seat, view: BoardView): string {
  const reason = view.lit.get(seat.seat);
  const name = seatSpoken(view.words, seat.seat);
  return reason !== undefined ? `${name}: ${reason}` : name;
}

function drawSeat(seat: Seat, box: TileBox, view: BoardView, lastSeat: string | null): SVGGElement {
  const g = s("g", seatAttrs(seat, box, view, lastSeat));
  g.append(s("title", {}, seatTitle(seat, view)));
  g.append(s("rect", { class: "cg-seat-ring", x: -4, y: -4, width: CARD_W + 8, height: CARD_H + 8, rx: 10 }));
  if (seat.down) g.append(cardBack(seat.card));
  else if (seat.card) g.append(cardFace(seat.card));
  else g.append(s("rect", { class: "cg-slot", x: 1, y: 1, width: CARD_W - 2, height: CARD_H - 2, rx: 7 }));
  const found = view.found?.has(seat.seat) ?? false;
  const solution = view.solution?.has(seat.seat) ?? false;
  if (found || solution) g.append(seatBadge(found ? "✓" : "★"));
  return g;
}

/** Brings a kept seat's attributes and tooltip up to date (its content is in its key). */
function updateSeat(el: Element, seat: Seat, box: TileBox, view: BoardView, lastSeat: string | null): void {
  patchAttrs(el, seatAttrs(seat, box, view, lastSeat));
  const title = el.firstElementChild;
  const text = seatTitle(seat, view);
  if (title && title.textContent !== text) title.textContent = text;
}

/**
 * A free seat's code ("Cs3"), drawn just after its seat and over it, not inside it: the seat's
 * name says it in words, and a button's name must hold the text shown inside it.
 */
function seatCode(seat: Seat, box: TileBox): SVGTextElement {
  const [x, y] = seatXY(seat, box);
  return s("text", { class: "cg-slot-name", x: x + CARD_W / 2, y: y + CARD_H / 2 + 5, "aria-hidden": "true" }, seat.seat);
}

function campfire(x: number, y: number): SVGGElement {
  const g = s("g", { class: "cg-campfire", transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  g.append(
    s("title", {}, "campfire"),
    s("ellipse", { class: "cg-fire-glow", cx: 20, cy: 36, rx: 20, ry: 7 }),
    s("rect", { class: "cg-log", x: 3, y: 31, width: 34, height: 7, rx: 3.5, transform: "rotate(-14 20 34.5)" }),
    s("rect", { class: "cg-log", x: 3, y: 31, width: 34, height: 7, rx: 3.5, transform: "rotate(14 20 34.5)" }),
    s("path", { class: "cg-flame-outer", d: "M20,2 C29,12 33,20 30,28 C28,34 12,34 10,28 C7,20 13,15 15,8 C17,14 19,15 20,2Z" }),
    s("path", { class: "cg-flame-inner", d: "M20,14 C25,20 26,25 24,29 C22,32 18,32 16,29 C14,25 17,22 20,14Z" }),
  );
  return g;
}

/** "1st", "2nd", "3rd", "4th", ... "11th", "21st" ("1er", "2e"; "1.", "2."): a shield's place in its stack, by the language's ordinal rule. */
export function ordinal(say: Say, n: number): string {
  const category = new Intl.PluralRules(say.lang, { type: "ordinal" }).select(n);
  const ids: Record<string, MessageId> = { one: "clans.ordinal_one", two: "clans.ordinal_two", few: "clans.ordinal_few" };
  return say(ids[category] ?? "clans.ordinal_other", { n });
}

function drawStack(say: Say, frame: Frame, tile: string, x0: number, x1: number): SVGGElement {
  const owners = frame.stacks[tile] ?? [];
  const label = owners.length
    ? say("clans.stack_label", { tile, owners: owners.map((p, i) => `${i + 1} ${playerName(frame, p)}`).join(", ") })
    : say("clans.stack_none", { tile });
  const g = s("g", { class: "cg-stack", "data-stack": tile, role: "img", "aria-label": label });
  g.append(s("title", {}, label));
  const cellW = SHIELD_W + 6;
  const cellH = SHIELD_H + 15;
  const width = x1 - x0;
  const top = BAND_Y + MARGIN;
  if (owners.length === 0) {
    g.append(
      s("path", {
        class: "cg-stack-empty",
        d: "M2,2 H28 V15 C28,25 21,30 15,33 C9,30 2,25 2,15Z",
        transform: `translate(${x0 + width / 2 - SHIELD_W / 2} ${top + (BAND - SHIELD_H) / 2})`,
      }),
    );
    return g;
  }
  let best = { rows: 1, scale: 0 };
  for (let rows = 1; rows <= owners.length; rows++) {
    const perRow = Math.ceil(owners.length / rows);
    const scale = Math.min(1.15, width / (perRow * cellW), BAND / (rows * cellH));
    if (scale > best.scale) best = { rows, scale };
  }
  const perRow = Math.ceil(owners.length / best.rows);
  const sc = best.scale;
  const blockH = best.rows * cellH * sc;
  owners.forEach((owner, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, owners.length - row * perRow);
    const col = i - row * perRow;
    const rowW = inRow * cellW * sc;
    const cx = x0 + (width - rowW) / 2 + col * cellW * sc;
    const cy = top + (BAND - blockH) / 2 + row * cellH * sc;
    const item = s("g", {
      class: i === 0 ? "cg-stack-shield cg-first" : "cg-stack-shield",
      "data-shield-owner": owner,
      "data-order": i + 1,
      transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${sc.toFixed(3)})`,
    });
    const body = shield(frame, owner);
    body.setAttribute("transform", "translate(3 0)");
    item.append(
      body,
      s("text", { class: "cg-order", x: cellW / 2, y: SHIELD_H + 12 }, ordinal(say, i + 1)),
    );
    g.append(item);
  });
  return g;
}

/** The parts of one tile's group: its ground, name and campfires, its shield stack, then its seats. */
function tileParts(frame: Frame, tile: string, box: TileBox, seats: Seat[], view: BoardView, lastSeat: string | null): Part[] {
  let x0 = box.seatsX + PAD + 26;
  let x1 = box.seatsX + TILE_W - PAD - 4;
  const fireY = BAND_Y + MARGIN + (BAND - 44) / 2;
  const parts: Part[] = [
    ["ground", () => s("rect", { class: "cg-tile-bg", x: box.x, y: MARGIN, width: box.width, height: TILE_H, rx: 14 })],
    [
      "band",
      () => s("rect", { class: "cg-band", x: box.seatsX + PAD - 4, y: BAND_Y + MARGIN, width: TILE_W - 2 * PAD + 8, height: BAND, rx: 8 }),
    ],
    ["name", () => s("text", { class: "cg-tile-name", x: box.seatsX + PAD + 6, y: BAND_Y + MARGIN + 24 }, tile)],
  ];
  if (box.first) {
    const x = x0;
    parts.push(["fire first", () => campfire(x, fireY)]);
    x0 += FIRE_W + 6;
  }
  if (box.last) {
    parts.push(["fire last", () => campfire(x1 - FIRE_W, fireY)]);
    x1 -= FIRE_W + 6;
  }
  const owners = frame.stacks[tile] ?? [];
  const stackKey = JSON.stringify(["stack", owners, frame.names, frame.players]); // names and count make the shields' marks
  parts.push([stackKey, () => drawStack(view.say, frame, tile, x0, x1)]);
  for (const seat of seats) {
    const found = view.found?.has(seat.seat) ?? false;
    const solution = view.solution?.has(seat.seat) ?? false;
    // the key is what the seat holds (card, badges, the hint's mark); lit, chosen and last are attributes
    const content = [seat, found, solution, view.hinted === seat.seat];
    parts.push([JSON.stringify(content), () => drawSeat(seat, box, view, lastSeat), (el) => updateSeat(el, seat, box, view, lastSeat)]);
    if (seat.card == null && !seat.down) parts.push([`code ${seat.seat} ${seatXY(seat, box).join(" ")}`, () => seatCode(seat, box)]);
  }
  return parts;
}

/**
 * Draws the whole table for one frame into `host` (its one child, the board's SVG), keeping
 * every tile, stack and seat that did not change since the last drawing there.
 */
export function patchBoard(host: Element, frame: Frame, view: BoardView): void {
  const boxes = tileBoxes(frame.tiles);
  const width = boardWidth(boxes);
  const height = TILE_H + 2 * MARGIN;
  const label = view.say("clans.table_label", { count: frame.tiles.length });
  patchChildren(host, [[`board ${width} ${height} ${label}`, () => s("svg", { class: "cg-board", viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": label })]]);
  const svg = host.firstElementChild as SVGSVGElement;
  const tiles = frame.tiles.flatMap((tile) => {
    const box = boxes.get(tile);
    return box ? [{ tile, box }] : [];
  });
  patchChildren(
    svg,
    tiles.map(({ tile, box }) => [`tile ${tile} ${JSON.stringify(box)}`, () => s("g", { class: "cg-tile", "data-tile": tile, role: "group", "aria-label": view.say("clans.tile_label", { tile }) })]),
  );
  const lastSeat = frame.last?.seat ?? null;
  tiles.forEach(({ tile, box }, i) => {
    const seats = frame.seats.filter((seat) => seat.tile === tile);
    patchChildren(svg.children[i] as Element, tileParts(frame, tile, box, seats, view, lastSeat));
  });
}

/** Draws the whole table for one frame, anew. */
export function drawBoard(frame: Frame, view: BoardView): SVGSVGElement {
  const host = document.createElement("div");
  patchBoard(host, frame, view);
  return host.firstElementChild as SVGSVGElement;
}
