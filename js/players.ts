/** Player colours, marks and shields (player colours stay clear of the seven card colours). */

import { s, svgBox } from "./dom";
import type { Frame } from "./types";

interface PlayerStyle {
  fill: string;
  ink: string;
  name: string;
}

const PLAYER_STYLES: PlayerStyle[] = [
  { fill: "#f4f1e8", ink: "#1b1b1b", name: "white" },
  { fill: "#2b2f33", ink: "#ffffff", name: "black" },
  { fill: "#8d5a3b", ink: "#ffffff", name: "brown" },
  { fill: "#f48fb8", ink: "#1b1b1b", name: "pink" },
];

export function playerStyle(player: number): PlayerStyle {
  return PLAYER_STYLES[player % PLAYER_STYLES.length] ?? PLAYER_STYLES[0]!;
}

/** Player's display name, falling back to "Player N". */
export function playerName(frame: Frame, player: number): string {
  return frame.names[player] ?? `Player ${player + 1}`;
}

/** Whether the board's words address `player` as "you": the player the frame is drawn for (Python's `viewer`: a player's board, or the player at the screen in hot-seat play), whatever their name. */
export function isYou(frame: Frame, player: number | null): boolean {
  return player !== null && frame.viewer === player;
}

/** A player as the info line and the puzzle panel name them: their name, and whether they are the board's "you". */
export interface Addressed {
  name: string;
  you: boolean;
}

/** `player` of `frame` as the board addresses them (see {@link isYou}). */
export function addressed(frame: Frame, player: number): Addressed {
  return { name: playerName(frame, player), you: isYou(frame, player) };
}

/** One letter per player: the initial of the name when initials differ, else the number. */
function playerMark(frame: Frame, player: number): string {
  const initials = frame.names.map((n) => (n.trim()[0] ?? "?").toUpperCase());
  const unique = new Set(initials).size === initials.length && initials.length === frame.players;
  return unique ? (initials[player] ?? String(player + 1)) : String(player + 1);
}

export const SHIELD_W = 30;
export const SHIELD_H = 34;

const shieldTemplates = new Map<string, SVGGElement>();

/** A shield of `player` filling 0 0 SHIELD_W SHIELD_H with the player's mark. */
export function shield(frame: Frame, player: number): SVGGElement {
  const mark = playerMark(frame, player);
  const key = `${player}:${mark}`;
  let template = shieldTemplates.get(key);
  if (!template) {
    template = buildShield(player, mark);
    shieldTemplates.set(key, template);
  }
  return template.cloneNode(true) as SVGGElement;
}

function buildShield(player: number, mark: string): SVGGElement {
  const style = playerStyle(player);
  const g = s("g", { class: "cg-shield" });
  g.append(
    s("path", {
      class: "cg-shield-body",
      d: "M2,2 H28 V15 C28,25 21,30 15,33 C9,30 2,25 2,15Z",
      fill: style.fill,
    }),
    s("text", { class: "cg-shield-mark", x: 15, y: 21, fill: style.ink }, mark),
  );
  return g;
}

/** A small inline <svg> shield for HTML rows. */
export function shieldIcon(frame: Frame, player: number, cls = "cg-shield-icon"): SVGSVGElement {
  const svg = svgBox(SHIELD_W, SHIELD_H, { class: cls });
  svg.append(shield(frame, player));
  return svg;
}
