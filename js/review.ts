/**
 * The review panel: the Review button, the progress bar while Python computes the review, and
 * the win-share graph (the move list shows the marks: reviewmarks.ts). Python sends the review
 * already cut to what the viewer may see (`review_state`); nothing here judges a move.
 */

import { h } from "./dom";
import { drawReviewGraph } from "./reviewgraph";
import type { Frame, ReviewState } from "./types";

/** The review state of the trait, or null when there is none (an exported page, an old kernel). */
export function reviewStateOf(value: ReviewState | Record<string, never> | null | undefined): ReviewState | null {
  return value && "refusal" in value ? (value as ReviewState) : null;
}

/** What the review panel shows. */
export interface ReviewPanelState {
  state: ReviewState | null;
  /** How many moves the main line has (a shorter review can be made again). */
  mainMoves: number;
  /** The main line's position shown, or null when another line is shown. */
  mainPosition: number | null;
  /** A frame of the game, for the players' names and shields. */
  frame: Frame | undefined;
}

/** The review panel: a stable element whose content is redrawn when what it shows changes; hidden when there is nothing to show or do. */
export class ReviewPanel {
  readonly el = h("section", { class: "cg-panel cg-review", "aria-label": "game review", hidden: true });
  private key: unknown[] = [];

  update(state: ReviewPanelState): HTMLElement {
    const review = state.state?.review ?? null;
    const progress = state.state?.progress ?? null;
    const key = [review, progress?.[0], progress?.[1], state.state?.refusal, state.mainMoves, state.mainPosition, state.frame?.names.join("\n")];
    if (key.every((part, i) => part === this.key[i])) return this.el;
    this.key = key;
    const offer = state.state !== null && !state.state.refusal && !progress && state.mainMoves > (review?.entries.length ?? 0);
    const parts: HTMLElement[] = [];
    if (progress) parts.push(drawProgress(progress));
    else if (offer)
      parts.push(
        h(
          "button",
          { type: "button", class: "cg-btn", "data-action": "review", title: "Analyse every move of the main line (in Python; takes a few seconds)" },
          review ? "Review again" : "Review the game",
        ),
      );
    if (review && review.entries.length && state.frame) parts.push(drawReviewGraph(review, state.frame, state.mainPosition), drawLegend());
    this.el.hidden = parts.length === 0;
    this.el.replaceChildren(...(parts.length ? [h("h3", {}, "Review"), ...parts] : []));
    return this.el;
  }
}

/** What the marks mean, and that they are estimates. */
function drawLegend(): HTMLElement {
  return h(
    "p",
    { class: "cg-muted cg-review-legend", "data-view": "review-legend" },
    "?! inaccuracy, ? mistake, ?? blunder. The marks are estimates from sampled deals of the hidden cards: another run or budget may mark a close move differently.",
  );
}

/** The progress bar of a review being computed. */
function drawProgress([done, total]: [number, number]): HTMLElement {
  const share = total > 0 ? done / total : 0;
  const text = `Reviewing move ${Math.min(done + 1, total)} of ${total}…`;
  return h(
    "div",
    { class: "cg-review-progress-box" },
    h(
      "div",
      {
        class: "cg-review-progress",
        role: "progressbar",
        "aria-label": "Reviewing the game",
        "aria-valuemin": 0,
        "aria-valuemax": total,
        "aria-valuenow": done,
        "aria-valuetext": `${done} of ${total} moves reviewed`,
      },
      h("div", { class: "cg-review-progress-bar", style: `width: ${(share * 100).toFixed(1)}%` }),
    ),
    h("span", { class: "cg-muted" }, text),
  );
}
