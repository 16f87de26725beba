/** Card faces, card backs and the colour symbols, drawn in SVG. */

import { s } from "../../dom";
import type { MessageId, Say } from "../../i18n";

/** Card size in board units; every card drawing fills 0 0 CARD_W CARD_H. */
export const CARD_W = 64;
export const CARD_H = 90;

interface ColourStyle {
  /** The colour's words: as a sentence says it after an article ("the green 6"), and alone ("6 green"). */
  name: [MessageId, MessageId];
  fill: string;
  ink: string;
  symbol: string;
}

/** The seven card colours, each with its own symbol so colour is never the only cue. */
const COLOURS: Record<string, ColourStyle> = {
  r: { name: ["colour.r", "colour_name.r"], fill: "#d32f2f", ink: "#ffffff", symbol: "heart" },
  o: { name: ["colour.o", "colour_name.o"], fill: "#f7901e", ink: "#1b1b1b", symbol: "diamond" },
  y: { name: ["colour.y", "colour_name.y"], fill: "#fbd83a", ink: "#1b1b1b", symbol: "star" },
  g: { name: ["colour.g", "colour_name.g"], fill: "#2e8b3e", ink: "#ffffff", symbol: "club" },
  c: { name: ["colour.c", "colour_name.c"], fill: "#3fc8dc", ink: "#1b1b1b", symbol: "circle" },
  b: { name: ["colour.b", "colour_name.b"], fill: "#1f5fc8", ink: "#ffffff", symbol: "triangle" },
  p: { name: ["colour.p", "colour_name.p"], fill: "#8a3fb0", ink: "#ffffff", symbol: "flower" },
};

const UNKNOWN: ColourStyle = { name: ["colour.unknown", "colour_name.unknown"], fill: "#9e9e9e", ink: "#1b1b1b", symbol: "circle" };

interface ParsedCard {
  rank: string;
  colour: ColourStyle;
}

/** "6g" -> rank "6", colour green. */
function parseCard(card: string): ParsedCard {
  const rank = card.slice(0, -1) || "?";
  return { rank, colour: COLOURS[card.slice(-1)] ?? UNKNOWN };
}

/** Accessible name of a card: "6 green". */
export function cardName(say: Say, card: string): string {
  const { rank, colour } = parseCard(card);
  return say("card.name", { rank, colour: say(colour.name[1]) });
}

/** A card in words, as a sentence says it: "the green 6" (the colour names the board draws). */
export function cardWords(say: Say, card: string): string {
  const { rank, colour } = parseCard(card);
  return say("card.said", { rank, colour: say(colour.name[0]) });
}

function starPath(outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

/** A colour symbol centred on 0,0 within a radius of about 10. */
export function symbol(kind: string, fill: string): SVGGElement {
  const g = s("g", { class: "cg-symbol", fill });
  switch (kind) {
    case "heart":
      g.append(s("path", { d: "M0,9 C-13,0 -8,-12 0,-4.5 C8,-12 13,0 0,9Z" }));
      break;
    case "diamond":
      g.append(s("path", { d: "M0,-10 L7.5,0 L0,10 L-7.5,0Z" }));
      break;
    case "star":
      g.append(s("path", { d: starPath(10, 4.2) }));
      break;
    case "club":
      g.append(
        s("circle", { cx: 0, cy: -4.6, r: 4.4 }),
        s("circle", { cx: -4.8, cy: 2.2, r: 4.4 }),
        s("circle", { cx: 4.8, cy: 2.2, r: 4.4 }),
        s("path", { d: "M-1.4,1 L1.4,1 L3,9.5 L-3,9.5Z" }),
      );
      break;
    case "triangle":
      g.append(s("path", { d: "M0,-9 L9.5,8 L-9.5,8Z" }));
      break;
    case "flower":
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        g.append(s("circle", { cx: (5.2 * Math.cos(a)).toFixed(2), cy: (5.2 * Math.sin(a)).toFixed(2), r: 3.9 }));
      }
      g.append(s("circle", { cx: 0, cy: 0, r: 2.4, fill: "none", stroke: "rgba(0,0,0,0.35)", "stroke-width": 1.2 }));
      break;
    default:
      g.append(s("circle", { cx: 0, cy: 0, r: 7.5 }));
  }
  return g;
}

const templates = new Map<string, SVGGElement>();

/** Builds a drawing once per key and hands out deep clones (cloning is much faster than building). */
function cached(key: string, build: () => SVGGElement): SVGGElement {
  let template = templates.get(key);
  if (!template) {
    template = build();
    templates.set(key, template);
  }
  return template.cloneNode(true) as SVGGElement;
}

/** A face-up card filling 0 0 CARD_W CARD_H. */
export function cardFace(card: string): SVGGElement {
  return cached(`face:${card}`, () => buildFace(card));
}

/** A card back filling 0 0 CARD_W CARD_H; `known` adds a corner label for viewers who may see it. */
export function cardBack(known: string | null = null): SVGGElement {
  return cached(`back:${known ?? ""}`, () => buildBack(known));
}

function buildFace(card: string): SVGGElement {
  const { rank, colour } = parseCard(card);
  const g = s("g", { class: "cg-card-face" });
  g.append(
    s("rect", { class: "cg-card-edge", x: 0.75, y: 0.75, width: CARD_W - 1.5, height: CARD_H - 1.5, rx: 7, fill: colour.fill }),
    s("rect", {
      x: 4, y: 4, width: CARD_W - 8, height: CARD_H - 8, rx: 5,
      fill: "none", stroke: colour.ink, "stroke-opacity": 0.35, "stroke-width": 1,
    }),
    s("text", { class: "cg-rank", x: CARD_W / 2, y: CARD_H / 2 + 2, fill: colour.ink }, rank),
  );
  const top = symbol(colour.symbol, colour.ink);
  top.setAttribute("transform", "translate(14 15) scale(0.85)");
  const bottom = symbol(colour.symbol, colour.ink);
  bottom.setAttribute("transform", `translate(${CARD_W - 14} ${CARD_H - 15}) rotate(180) scale(0.85)`);
  g.append(top, bottom);
  return g;
}

function buildBack(known: string | null): SVGGElement {
  const g = s("g", { class: "cg-card-back" });
  g.append(
    s("rect", { class: "cg-back-fill", x: 0.75, y: 0.75, width: CARD_W - 1.5, height: CARD_H - 1.5, rx: 7 }),
    s("rect", { class: "cg-back-frame", x: 5, y: 5, width: CARD_W - 10, height: CARD_H - 10, rx: 4 }),
  );
  const cols = 4;
  const rows = 6;
  const dx = (CARD_W - 14) / cols;
  const dy = (CARD_H - 14) / rows;
  let d = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const cx = 7 + dx * (i + 0.5);
      const cy = 7 + dy * (j + 0.5);
      d += `M${cx},${cy - 4.5} L${cx + 4},${cy} L${cx},${cy + 4.5} L${cx - 4},${cy}Z`;
    }
  }
  g.append(s("path", { class: "cg-back-lattice", d }), s("circle", { class: "cg-back-emblem", cx: CARD_W / 2, cy: CARD_H / 2, r: 11 }));
  if (known) {
    const { rank, colour } = parseCard(known);
    const label = s("g", { class: "cg-known", transform: "translate(3 3)" });
    label.append(
      s("rect", { x: 0, y: 0, width: 34, height: 20, rx: 4, fill: colour.fill, stroke: "#fff", "stroke-width": 1.2 }),
      s("text", { x: 10, y: 15, fill: colour.ink, class: "cg-known-rank" }, rank),
    );
    const sym = symbol(colour.symbol, colour.ink);
    sym.setAttribute("transform", "translate(25 10) scale(0.6)");
    label.append(sym);
    g.append(label);
  }
  return g;
}
