/**
 * The review panel: the Review button, the progress bar while Python computes the review, and
 * the win-share graph (the move list shows the marks: reviewmarks.ts). Python sends the review
 * already cut to what the viewer may see (`review_state`); nothing here judges a move.
 */

import { h } from "./dom";
import type { Say } from "./i18n";
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
  readonly el: HTMLElement;
  private key: unknown[] = [];

  constructor(private readonly say: Say) {
    this.el = h("section", { class: "cg-panel cg-review", "aria-label": say("review.panel"), hidden: true });
  }

  update(state: ReviewPanelState): HTMLElement {
    const review = state.state?.review ?? null;
    const progress = state.state?.progress ?? null;
    const key = [review, progress?.[0], progress?.[1], state.state?.refusal, state.mainMoves, state.mainPosition, state.frame?.names.join("\n")];
    if (key.every((part, i) => part === this.key[i])) return this.el;
    this.key = key;
    const say = this.say;
    const offer = state.state !== null && !state.state.refusal && !progress && state.mainMoves > (review?.entries.length ?? 0);
    const parts: HTMLElement[] = [];
    if (progress) parts.push(drawProgress(say, progress));
    else if (offer)
      parts.push(
        h(
          "button",
          { type: "button", class: "cg-btn", "data-action": "review", title: say("review.run_title") },
          say(review ? "review.again" : "review.run"),
        ),
      );
    if (review && review.entries.length && state.frame) parts.push(drawReviewGraph(say, review, state.frame, state.mainPosition), drawLegend(say));
    this.el.hidden = parts.length === 0;
    this.el.replaceChildren(...(parts.length ? [h("h3", {}, say("review.title")), ...parts] : []));
    return this.el;
  }
}

/** What the marks mean, and that they are estimates. */
function drawLegend(say: Say): HTMLElement {
  return h("p", { class: "cg-muted cg-review-legend", "data-view": "review-legend" }, say("review.legend"));
}

/** The progress bar of a review being computed. */
function drawProgress(say: Say, [done, total]: [number, number]): HTMLElement {
  const share = total > 0 ? done / total : 0;
  const text = say("review.progress", { n: Math.min(done + 1, total), total });
  return h(
    "div",
    { class: "cg-review-progress-box" },
    h(
      "div",
      {
        class: "cg-review-progress",
        role: "progressbar",
        "aria-label": say("review.progress_label"),
        "aria-valuemin": 0,
        "aria-valuemax": total,
        "aria-valuenow": done,
        "aria-valuetext": say("review.progress_value", { done, total }),
      },
      h("div", { class: "cg-review-progress-bar", style: `width: ${(share * 100).toFixed(1)}%` }),
    ),
    h("span", { class: "cg-muted" }, text),
  );
}
