/**
 * The board's polite live region: it announces each new position once, in Python's words: the
 * move number, the move ("Ben placed the blue 7 on B north 2"), its comment, and the score's
 * sentence when the game's plug-in says its outcome changed (`scoreChange`); a step back or an undo says where it landed. A redraw that
 * shows the same position (a card chosen, a hint) announces nothing. It is visually hidden, not
 * `display: none`, so screen readers hear it.
 */

import { h } from "./dom";
import type { Say } from "./i18n";
import { moveOf } from "./movetree";
import type { Frame, MoveTree } from "./types";

/** What the announcement of a position reads. */
export interface Shown {
  line: number;
  position: number;
  /** The frames of the line shown. */
  frames: Frame[];
  tree: MoveTree | null | undefined;
  comments: Record<string, string> | null | undefined;
  /** The game's sentence on the score when it changed between two frames (its plug-in's `scoreChange`). */
  scoreChange?: (before: Frame, frame: Frame) => string | null;
}

/** The sentence for the position shown, or "" for one with no words (a tree saved before them). */
export function announcement(say: Say, shown: Shown, undone: boolean): string {
  const frame = shown.frames[shown.position];
  if (!frame) return "";
  const ply = frame.ply;
  const parts = [undone ? say("announce.undone") : ""];
  if (ply === 0) parts.push(say("announce.start"));
  else {
    const move = moveOf(shown.tree, shown.line, ply);
    if (!move?.words) return undone ? say("announce.undone") : "";
    parts.push(say("announce.move", { n: ply, words: move.words }));
    const comment = move.comment ? shown.comments?.[`${shown.line}:${ply}`] : undefined;
    if (comment) parts.push(comment);
  }
  const before = shown.frames[shown.position - 1];
  const score = before && shown.scoreChange?.(before, frame);
  if (score) parts.push(say("announce.points", { score }));
  return parts.filter(Boolean).join(" ");
}

/** The live region of one board. */
export class Announcer {
  readonly el = h("div", { class: "cg-sr cg-announce", "aria-live": "polite", "aria-atomic": "true", "data-announce": "true" });
  private said: string | null = null;

  constructor(private readonly say: Say) {}

  private length = 0;
  private line = 0;

  /** Announces the position shown if it is new (not on the first draw: nothing was played yet). */
  update(shown: Shown): void {
    const frame = shown.frames[shown.position];
    const move = frame && frame.ply > 0 ? moveOf(shown.tree, shown.line, frame.ply) : undefined;
    const key = `${shown.line}:${shown.position}:${frame?.ply ?? -1}:${move?.words ?? ""}`;
    // the same line, shorter, shown at its end: a move was taken back
    const undone = this.said !== null && shown.line === this.line && shown.frames.length < this.length && shown.position === shown.frames.length - 1;
    const first = this.said === null;
    this.length = shown.frames.length;
    this.line = shown.line;
    if (key === this.said || !frame) return;
    this.said = key;
    if (first) return;
    const text = announcement(this.say, shown, undone);
    if (text && this.el.textContent !== text) this.el.textContent = text;
  }
}
