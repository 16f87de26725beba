/**
 * Live play lookups. Python lists every move it offers with its notation and the clicks that
 * choose it (`steps`: a hand card, a stone, a card on the border, a button); the picker walks
 * those steps as the person clicks and sends the move whose steps were all clicked. No rules, no
 * notation: a click the list does not hold chooses nothing.
 */

import type { Frame, LegalMove, Step } from "./types";

/** A step's identity: what a click must match ("h:7r", "s:5", "t:3g/4/1", "b:Pass"). */
export function stepKey(step: Step): string {
  if (step.button !== undefined) return `b:${step.button}`;
  if (step.table !== undefined) return `t:${step.table}/${step.stone ?? ""}/${step.side ?? ""}`;
  if (step.hand !== undefined) return `h:${step.hand}`;
  return `s:${step.stone ?? ""}`;
}

/** The moves Python lists, when the viewer may act (none otherwise). */
function listed(frame: Frame | undefined): LegalMove[] {
  return frame && !frame.over ? (frame.legal?.moves ?? []) : [];
}

/** The listed moves whose first steps are `path`. */
function following(frame: Frame | undefined, path: readonly string[]): LegalMove[] {
  return listed(frame).filter((m) => m.steps.length >= path.length && path.every((key, i) => stepKey(m.steps[i] as Step) === key));
}

/** The steps that may be clicked after `path`, by key, each with the first move it leads to. */
export function nextSteps(frame: Frame | undefined, path: readonly string[]): Map<string, Step> {
  const next = new Map<string, Step>();
  for (const m of following(frame, path)) {
    const step = m.steps[path.length];
    if (step && !next.has(stepKey(step))) next.set(stepKey(step), step);
  }
  return next;
}

/** What clicking `key` after `path` does: the move it completes, a longer path, or nothing. */
export function choose(frame: Frame | undefined, path: readonly string[], key: string): { move: string } | { path: string[] } | null {
  const longer = [...path, key];
  const moves = following(frame, longer);
  const only = moves[0];
  if (only === undefined) return null;
  if (moves.length === 1 && only.steps.length === longer.length) return { move: only.move };
  return { path: longer };
}

/** The hand cards that may be clicked after `path` (the codes). */
export function handChoices(frame: Frame | undefined, path: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const step of nextSteps(frame, path).values()) if (step.hand !== undefined) out.add(step.hand);
  return out;
}

/** The stones a click may choose after `path`. */
export function stoneChoices(frame: Frame | undefined, path: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const step of nextSteps(frame, path).values()) if (step.hand === undefined && step.table === undefined && step.button === undefined && step.stone !== undefined) out.add(step.stone);
  return out;
}

/** The cards on the border a click may choose after `path`, by key. */
export function tableChoices(frame: Frame | undefined, path: readonly string[]): Set<string> {
  return new Set([...nextSteps(frame, path).entries()].filter(([, step]) => step.table !== undefined).map(([key]) => key));
}

/** The buttons after `path`, each with its words and key, in Python's order. */
export function buttonChoices(frame: Frame | undefined, path: readonly string[]): { key: string; label: string }[] {
  return [...nextSteps(frame, path).entries()].filter(([, step]) => step.button !== undefined).map(([key, step]) => ({ key, label: step.button ?? "" }));
}
