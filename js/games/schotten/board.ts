/**
 * The border: nine stones in a line, each with both sides' cards (overlapped so each card's
 * value and colour read), each complete side's formation in Python's words, and a claimed stone
 * moved towards its owner. The viewer's side is at the bottom.
 */

import { s } from "../../dom";
import type { Say } from "../../i18n";
import { playerName, playerStyle } from "../../players";
import { CARD_H, CARD_W, cardName, modeName, tableFace } from "./cards";
import { stepKey } from "./play";
import type { Frame, ProofCard, ProofMessage, Stone } from "./types";

const MARGIN = 8;
const COL_W = CARD_W + 16;
const STEP = 40; // a card's visible top when another covers it: its symbol and value read
const FORM_H = 30; // the formation's words between a side and the stones
const LARGE_LINE = 22; // size="large": the formation's font (schotten.css), a card's rank's size
const FORM_H_LARGE = 3 * LARGE_LINE + 8; // size="large": up to three lines ("three of", "a kind", "3-3-3 (9)")
const BAND_H = 96; // the stones' band: room to move a claimed stone towards its owner
const STONE_R = 22;
const SHIFT = 18; // how far a claimed stone moves towards its owner

/** What the board needs beyond the frame: the live-play marks. */
export interface BoardView {
  /** The stones the choice so far may go on with. */
  open: ReadonlySet<number>;
  /** The cards on the border the choice so far may pick (step keys). */
  table: ReadonlySet<string>;
  /** The cards on the border the choice so far picked (step keys). */
  picked: ReadonlySet<string>;
}

/** The player drawn at the bottom: the viewer, else the first player. */
export function bottomPlayer(frame: Frame): number {
  return typeof frame.viewer === "number" ? frame.viewer : 0;
}

function sideHeight(frame: Frame): number {
  const mud = frame.stones.some((st) => st.modes.includes("MUD") && st.owner == null) ? 4 : 3; // room for a proof's finish too
  const most = Math.max(mud, ...frame.stones.flatMap((st) => st.sides.map((side) => side.length)));
  return (most - 1) * STEP + CARD_H;
}

/** Where a side's card `i` of `n` lies: growing from `edge` towards the stones, later cards nearer. */
function cardY(i: number, n: number, edge: number, up: boolean): number {
  return up ? edge - CARD_H - (n - 1 - i) * STEP : edge + i * STEP;
}

/** One side's cards; a card the choice may pick is lit and named by its step's key. */
function drawSide(say: Say, frame: Frame, stone: Stone, player: number, at: { x: number; edge: number; up: boolean }, view: BoardView): SVGGElement {
  const cards = stone.sides[player] ?? [];
  const values = stone.values?.[player] ?? null;
  const name = playerName(frame, player);
  const g = s("g", { class: "st-side", role: "img", "aria-label": say("schotten.side_label", { name, stone: stone.stone }) });
  cards.forEach((card, i) => {
    const key = stepKey({ table: card, stone: stone.stone, side: player });
    const pick = view.table.has(key);
    const holder = s("g", {
      class: ["st-card", pick ? "st-pick" : "", view.picked.has(key) ? "st-picked" : ""].filter(Boolean).join(" "),
      transform: `translate(${at.x} ${cardY(i, cards.length, at.edge, at.up)})`,
      "data-table-card": card,
      "data-side": player,
      "data-key": pick ? key : null,
      role: pick ? "button" : null,
      tabindex: pick ? 0 : null,
      "aria-label": pick ? say("schotten.table_card_label", { card: cardName(say, card), name, stone: stone.stone }) : null,
    });
    holder.append(tableFace(say, card));
    const value = values?.[i];
    if (value !== undefined && value !== card) holder.append(s("text", { class: "st-value", x: CARD_W / 2, y: 30 }, `= ${value}`));
    g.append(holder);
  });
  return g;
}

/** The height of the formation's words between a side and the stones: larger on a projector (size="large"). */
function formHeight(host: Element): number {
  return host.closest('[data-size="large"]') ? FORM_H_LARGE : FORM_H;
}

/**
 * A formation's words at projector size: the name wrapped at its words ("three of" over "a kind"),
 * then its values and total, each line as large as a card's rank, in the room between `edge` (the top of
 * that room) and the stones (above it when `up`, below it when not); `fitFormations` squeezes a line wider than its column.
 */
function largeFormationText(text: string | null, x: number, edge: number, up: boolean): SVGTextElement {
  const el = s("text", { class: "st-formation st-formation-large", x, y: edge });
  if (!text) return el;
  const words = text.split(" ");
  const cut = words.findIndex((word) => /^[\d(]/.test(word));
  const name = cut > 0 ? words.slice(0, cut) : words;
  const lines: string[] = [];
  for (const word of name) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] ?? "").length + 1 + word.length <= 8) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  if (cut > 0) lines.push(words.slice(cut).join(" "));
  const first = up ? edge + FORM_H_LARGE - 8 - (lines.length - 1) * LARGE_LINE : edge + LARGE_LINE - 2; // baselines: the lines nearest the stones
  lines.forEach((line, i) => el.append(s("tspan", { x, y: first + i * LARGE_LINE }, line)));
  el.append(s("title", {}, text));
  return el;
}

/** Squeezes each projector-size formation line wider than its column (measured once drawn). */
function fitFormations(svg: SVGSVGElement): void {
  for (const line of svg.querySelectorAll<SVGTSpanElement>(".st-formation-large tspan")) {
    if (typeof line.getComputedTextLength === "function" && line.getComputedTextLength() > COL_W - 8) {
      line.setAttribute("textLength", String(COL_W - 8));
      line.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}

/** A formation's words on two lines ("colour-run 7-8-9" over "(24)"), squeezed to the column's width. */
function formationText(text: string | null, x: number, y: number): SVGTextElement {
  const el = s("text", { class: "st-formation", x, y: y - 6 });
  if (!text) return el;
  // the name on one line, its values and total ("7-8-9 (24)") on the next
  const words = text.split(" ");
  const cut = words.findIndex((word) => /^[\d(]/.test(word));
  const lines = cut > 0 ? [words.slice(0, cut).join(" "), words.slice(cut).join(" ")] : [text];
  lines.forEach((line, i) => {
    const fit = line.length > 13 ? { textLength: COL_W - 10, lengthAdjust: "spacingAndGlyphs" } : {};
    el.append(s("tspan", { x, dy: i === 0 ? 0 : 12, ...fit }, line));
  });
  el.append(s("title", {}, text));
  return el;
}

/** Two parts of a stone's label, one after the other ("…; …"). */
function then(say: Say, first: string, second: string): string {
  return first ? say("schotten.then", { first, second }) : second;
}

function stoneLabel(say: Say, frame: Frame, stone: Stone, open: boolean): string {
  const owner = stone.owner == null ? say("schotten.unclaimed") : say("schotten.claimed_by", { name: playerName(frame, stone.owner) });
  const sides = stone.sides
    .map((side, p) => {
      const name = playerName(frame, p);
      const cards = side.length ? side.map((card) => cardName(say, card)).join(", ") : say("schotten.no_cards");
      const formation = stone.formations[p];
      return formation ? say("schotten.side_cards_formation", { name, cards, formation }) : say("schotten.side_cards", { name, cards });
    })
    .reduce((first, second) => then(say, first, second), "");
  const may = [stone.claimable ? say("schotten.may_be_claimed") : "", open ? say("schotten.chosen_card_may_go") : ""].filter(Boolean).join(", ");
  const head = say("schotten.stone_label", { stone: stone.stone, owner });
  const modes = stone.modes.map((mode) => modeName(say, mode)).join(", ");
  const label = then(say, modes ? `${head}, ${modes}` : head, sides);
  return may ? then(say, label, may) : label;
}

/** The stone may be claimed by a click here: Python lists a claim of it for this viewer. */
function claimable(frame: Frame, stone: Stone): boolean {
  return stone.claimable && Boolean(frame.legal?.moves.some((m) => m.kind === "claim" && m.stone === stone.stone));
}

function drawStone(say: Say, frame: Frame, stone: Stone, i: number, top: number, bottom: number, sideH: number, formH: number, view: BoardView): SVGGElement {
  const { cardX, topEdge, bottomEdge } = columnOf(i, sideH, formH);
  const open = view.open.has(stone.stone);
  const x = MARGIN + i * COL_W;
  const cx = x + COL_W / 2;
  const bandTop = MARGIN + sideH + formH;
  const cy = bandTop + BAND_H / 2 + (stone.owner == null ? 0 : stone.owner === bottom ? SHIFT : -SHIFT);
  const classes = ["st-stone"];
  const claim = claimable(frame, stone); // lit only where a click may claim it: not for a spectator, nor on a page with no kernel
  if (claim) classes.push("cg-lit");
  if (open) classes.push("st-open");
  if (stone.owner != null) classes.push("st-claimed"); // != null: a Pyodide kernel sends None as undefined
  const g = s("g", {
    class: classes.join(" "),
    "data-stone": stone.stone,
    "data-owner": stone.owner ?? null,
    "data-legal": open || claim ? "true" : null,
    role: "button",
    tabindex: 0, // every stone takes the focus: focusing one shows its claim explained
    "aria-label": stoneLabel(say, frame, stone, open),
  });
  const height = 2 * sideH + 2 * formH + BAND_H;
  g.append(s("title", {}, say("schotten.stone_title", { stone: stone.stone })), s("rect", { class: "st-column", x: x + 2, y: MARGIN, width: COL_W - 4, height, rx: 10 }));
  g.append(
    drawSide(say, frame, stone, top, { x: cardX, edge: topEdge, up: true }, view),
    drawSide(say, frame, stone, bottom, { x: cardX, edge: bottomEdge, up: false }, view),
    ...(formH === FORM_H
      ? [formationText(stone.formations[top] ?? null, cx, MARGIN + sideH + FORM_H - 10), formationText(stone.formations[bottom] ?? null, cx, bandTop + BAND_H + 20)]
      : [largeFormationText(stone.formations[top] ?? null, cx, topEdge, true), largeFormationText(stone.formations[bottom] ?? null, cx, bandTop + BAND_H, false)]),
  );
  const disc = s("g", { class: "st-disc", transform: `translate(${cx} ${cy})` });
  const ring = stone.owner == null ? null : playerStyle(stone.owner).fill;
  if (ring) disc.append(s("circle", { class: "st-owner-ring", r: STONE_R + 3, stroke: ring }));
  disc.append(
    s("path", { class: "st-disc-shape", d: "M-20,-8 C-22,-20 -6,-24 4,-21 C16,-19 24,-10 21,2 C19,16 8,22 -4,21 C-16,20 -23,8 -20,-8Z" }),
    s("text", { class: "st-disc-number", y: 7 }, String(stone.stone)),
  );
  g.append(disc);
  if (stone.owner != null) {
    const y = cy + (stone.owner === bottom ? -STONE_R - 8 : STONE_R + 16);
    const name = playerName(frame, stone.owner);
    const fit = name.length > 11 ? { textLength: COL_W - 10, lengthAdjust: "spacingAndGlyphs" } : {};
    g.append(s("text", { class: "st-owner", x: cx, y, ...fit }, name));
  }
  if (stone.modes.length) g.append(s("text", { class: "st-modes", x: cx, y: bandTop + 12 }, stone.modes.join(" ")));
  return g;
}

/** Where stone column `i`'s cards lie: their left edge, and each side's edge nearest the stones. */
function columnOf(i: number, sideH: number, formH: number): { cardX: number; topEdge: number; bottomEdge: number } {
  const bandTop = MARGIN + sideH + formH;
  return { cardX: MARGIN + i * COL_W + (COL_W - CARD_W) / 2, topEdge: MARGIN + sideH, bottomEdge: bandTop + BAND_H + formH };
}

/** A card of a proof by name; an elite troop with the clan card it counts as ("Joker (tactic) as 9 red"). */
export function proofCardName(say: Say, card: ProofCard): string {
  return card.as ? say("schotten.card_as", { card: cardName(say, card.card), value: cardName(say, card.as) }) : cardName(say, card.card);
}

function ghostCard(say: Say, ghost: ProofCard, x: number, y: number): SVGGElement {
  const shown = ghost.as ?? ghost.card;
  const label = say("schotten.ghost_label", { card: proofCardName(say, ghost) });
  const g = s("g", { class: "st-ghost", transform: `translate(${x} ${y})`, "data-ghost": shown, role: "img", "aria-label": label });
  g.append(
    tableFace(say, shown),
    s("rect", { class: "st-ghost-veil", x: 0.75, y: 0.75, width: CARD_W - 1.5, height: CARD_H - 1.5, rx: 7 }),
    s("text", { class: "st-ghost-mark", x: CARD_W / 2, y: 31 }, ghost.as ? `${ghost.card}?` : "?"),
  );
  return g;
}

/**
 * Draws a proof's hypothetical cards on the empty slots of the opponent's side of its stone, in
 * the board already drawn in `host` (nothing else moves: the slots are inside the board's box),
 * and returns the layer, or null when there is none to draw.
 */
export function drawGhosts(say: Say, host: Element, frame: Frame, proof: ProofMessage): SVGGElement | null {
  const index = frame.stones.findIndex((st) => st.stone === proof.stone);
  const stone = frame.stones[index];
  const column = host.querySelector(`.st-board [data-stone="${proof.stone}"]`);
  if (!stone || !column || proof.player == null || !proof.ghosts.length) return null;
  const rival = 1 - proof.player;
  const up = rival !== bottomPlayer(frame);
  const { cardX, topEdge, bottomEdge } = columnOf(index, sideHeight(frame), formHeight(host));
  const held = stone.sides[rival]?.length ?? 0;
  const total = held + proof.ghosts.length;
  const layer = s("g", { class: "st-ghosts", "aria-label": say("schotten.ghosts_label") });
  proof.ghosts.forEach((ghost, k) => {
    // beyond the real cards, away from the stones on top (under them), towards the edge below
    const y = up ? cardY(total - 1 - held - k, total, topEdge, true) : cardY(held + k, total, bottomEdge, false);
    const card = ghostCard(say, ghost, cardX, y);
    if (up) layer.prepend(card); // the farthest lies lowest
    else layer.append(card);
  });
  const sides = column.querySelectorAll(":scope > .st-side");
  const anchor = up ? sides[0] : null; // the top side's ghosts lie under its real cards
  column.insertBefore(layer, anchor ?? column.querySelector(":scope > .st-disc"));
  return layer;
}

/** Draws the border for one frame into `host` (its one child, the board's SVG), anew. */
export function drawBoard(say: Say, host: Element, frame: Frame, view: BoardView): void {
  const bottom = bottomPlayer(frame);
  const top = 1 - bottom;
  const sideH = sideHeight(frame);
  const formH = formHeight(host);
  const width = 2 * MARGIN + 9 * COL_W;
  const height = 2 * MARGIN + 2 * sideH + 2 * formH + BAND_H;
  const label = say("schotten.board_label", { top: playerName(frame, top), bottom: playerName(frame, bottom) });
  const svg = s("svg", { class: "cg-board st-board", viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": label });
  const bandTop = MARGIN + sideH + formH;
  svg.append(s("rect", { class: "st-band", x: MARGIN, y: bandTop + 8, width: width - 2 * MARGIN, height: BAND_H - 16, rx: 12 }));
  frame.stones.forEach((stone, i) => svg.append(drawStone(say, frame, stone, i, top, bottom, sideH, formH, view)));
  host.replaceChildren(svg);
  if (formH !== FORM_H) fitFormations(svg);
}
