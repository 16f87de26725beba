/**
 * The puzzle panel (mode "puzzle"): the prompt, the progress, the learner's answers as Python
 * judged them (the `puzzle` trait), hints, the solution, and the buttons that send the
 * `puzzle`, `hint`, `solution`, `retry` and, for a puzzle answered by a player, `answer`
 * intents. Nothing here judges an answer: every verdict comes from Python.
 */

import { h } from "./dom";
import type { Addressed } from "./players";
import type { PuzzleState, Traits } from "./types";
import type { Say } from "./i18n";

/** The puzzle trait when it holds a puzzle (`{}` outside puzzle mode). */
export function puzzleOf(traits: Pick<Traits, "mode" | "puzzle">): PuzzleState | null {
  const puzzle = traits.puzzle;
  return traits.mode === "puzzle" && puzzle && "id" in puzzle ? (puzzle as PuzzleState) : null;
}

/** Solved, or its solution shown: Python takes no more answers to it. */
export function finished(puzzle: PuzzleState): boolean {
  return puzzle.finished ?? (puzzle.solved || puzzle.solution != null); // != null: a Pyodide kernel sends None as undefined
}

/** What to do to answer, in a sentence (`own`: the game's words for its own kind of answer). */
function howToAnswer(say: Say, puzzle: PuzzleState, mover: Addressed, own: string | null): string {
  if (own) return own;
  if (puzzle.answer === "seat") return say("puzzle.how_seat");
  if (puzzle.answer === "move") return mover.you ? say("puzzle.how_move_yours") : say("puzzle.how_move", { name: mover.name });
  return say("puzzle.how_buttons");
}

function button(action: string, text: string, attrs: Record<string, string | boolean | null> = {}): HTMLButtonElement {
  return h("button", { type: "button", class: "cg-btn", "data-action": action, ...attrs }, text);
}

/** How `answer` (a choice, or a seat or move in notation) is shown: its label, if Python gave one. */
function shown(puzzle: PuzzleState, answer: string): string {
  return puzzle.labels?.[answer] ?? answer;
}

function verdictText(say: Say, puzzle: PuzzleState): [string, string] {
  const verdict = puzzle.verdict;
  if (!verdict) return ["", ""];
  if (puzzle.solved) return [say("puzzle.solved"), verdict.explanation];
  if (verdict.complete && puzzle.solution_seen) return [say("puzzle.right_unsolved"), verdict.explanation];
  return [say(verdict.correct ? "puzzle.right" : "puzzle.wrong"), verdict.explanation];
}

/** The panel; `update` redraws it for a new `puzzle` trait and keeps its live region (screen readers hear each verdict once). */
export class PuzzlePanel {
  readonly el: HTMLElement;
  private readonly body = h("div", { class: "cg-pz-body" });
  private readonly how = h("p", { class: "cg-pz-how" });
  private readonly verdict = h("div", { class: "cg-verdict", role: "status", "aria-live": "polite" });
  private readonly after = h("div", { class: "cg-pz-after" });
  /** How to answer, then the verdict, the hints and the solution, in a box of fixed height: nothing under it moves as they come. */
  private readonly feedback = h("div", { class: "cg-pz-feedback" }, this.how, this.verdict, this.after);
  private readonly tools = h("div", { class: "cg-pz-tools" });
  private shown: PuzzleState | null = null;

  constructor(private readonly say: Say) {
    this.el = h("section", { class: "cg-panel cg-puzzle", "data-view": "puzzle", role: "region", "aria-label": say("puzzle.region") });
    this.el.append(this.body, this.feedback, this.tools);
  }

  /** Draws `puzzle` (hidden when null); `mover` is the player whose move answers a "move" puzzle; `own` is the game's sentence for how to answer, if it has one. */
  update(puzzle: PuzzleState | null, mover: Addressed, own: string | null = null): void {
    this.el.hidden = puzzle === null;
    if (puzzle === this.shown) return;
    const before = this.shown;
    this.shown = puzzle;
    if (!puzzle) return;
    this.el.classList.toggle("cg-pz-done", puzzle.solved);
    const say = this.say;
    this.el.setAttribute("aria-label", say("puzzle.region_of", { n: puzzle.index + 1, total: puzzle.total }));
    this.body.replaceChildren(this.head(puzzle), h("p", { class: "cg-pz-prompt" }, puzzle.prompt), this.answers(puzzle));
    const [lead, text] = verdictText(say, puzzle);
    const state = puzzle.verdict ? (puzzle.verdict.correct ? "correct" : "wrong") : null;
    if (state) this.verdict.dataset.verdict = state;
    else delete this.verdict.dataset.verdict;
    this.verdict.classList.toggle("cg-solved", puzzle.solved);
    this.verdict.replaceChildren(...(lead ? [h("strong", {}, lead), text] : []));
    this.how.textContent = howToAnswer(say, puzzle, mover, own);
    this.how.hidden = finished(puzzle) || Boolean(lead);
    this.after.replaceChildren(...this.hints(puzzle), ...this.solution(puzzle));
    this.tools.replaceChildren(...this.buttons(puzzle));
    // in view, the newest: a hint or the solution at the end, else the verdict at the top
    const added = puzzle.hints.length > (before?.hints.length ?? 0) || (puzzle.solution != null && before?.solution == null);
    this.feedback.scrollTop = added && before?.id === puzzle.id ? this.feedback.scrollHeight : 0;
  }

  private head(puzzle: PuzzleState): HTMLElement {
    const say = this.say;
    const solvedHere = puzzle.solved_ids.includes(puzzle.id);
    return h(
      "div",
      { class: "cg-pz-head" },
      h("h3", {}, say("puzzle.title", { n: puzzle.index + 1, total: puzzle.total })),
      h("span", { class: "cg-tag" }, say(solvedHere ? "puzzle.tag_solved" : "puzzle.tag", { lesson: puzzle.lesson, kind: puzzle.kind_label ?? puzzle.kind })),
      h("span", { class: "cg-spacer" }),
      h(
        "span",
        { class: "cg-pz-nav" },
        h("span", { class: "cg-pz-progress", "data-progress": puzzle.solved_count }, say("puzzle.progress", { solved: puzzle.solved_count, total: puzzle.total })),
        button("puzzle-prev", say("puzzle.prev"), { "aria-label": say("puzzle.prev_label"), disabled: puzzle.index <= 0 }),
        button("puzzle-next", say("puzzle.next"), { "aria-label": say("puzzle.next_label"), disabled: puzzle.index >= puzzle.total - 1 }),
      ),
    );
  }

  private answers(puzzle: PuzzleState): HTMLElement {
    const box = h("div", { class: "cg-pz-answer" });
    if (puzzle.choices.length) {
      const group = h("div", { class: "cg-pz-choices", role: "group", "aria-label": this.say("puzzle.answers") });
      for (const choice of puzzle.choices) {
        group.append(button("answer", shown(puzzle, choice), { class: "cg-btn cg-choice", "data-answer": choice, disabled: finished(puzzle) }));
      }
      box.append(group);
    }
    if (puzzle.needs_all) {
      const tally = this.say("puzzle.found", { count: puzzle.found.length, needed: puzzle.needed });
      const found = puzzle.found.length ? `: ${this.say("puzzle.found_on_board", { found: puzzle.found.join(", ") })}` : "";
      box.append(h("p", { class: "cg-pz-found", "data-found": puzzle.found.length }, `${tally}${found}`));
    }
    return box;
  }

  private hints(puzzle: PuzzleState): HTMLElement[] {
    if (!puzzle.hints.length) return [];
    const list = h("ol", { class: "cg-pz-hints", "aria-label": this.say("puzzle.hints") });
    for (const hint of puzzle.hints) list.append(h("li", { "data-hint": "" }, hint));
    return [h("h4", {}, this.say("puzzle.hint_heading", { count: puzzle.hints.length })), list];
  }

  private solution(puzzle: PuzzleState): HTMLElement[] {
    if (!puzzle.solution) return [];
    const answer = puzzle.solution.map((a) => shown(puzzle, a)).join(", ");
    const label = this.say("puzzle.answer_heading", { count: puzzle.solution.length });
    const text = puzzle.answer === "seat" ? this.say("puzzle.star_on_board", { answer }) : answer;
    return [h("p", { class: "cg-pz-solution", "data-solution": puzzle.solution.join(" ") }, h("strong", {}, `${label}: `), text)];
  }

  /** Hint and Show solution, disabled once the puzzle is finished (solved, or its solution shown); Retry. */
  private buttons(puzzle: PuzzleState): HTMLButtonElement[] {
    const say = this.say;
    const hint = say(puzzle.more_hints ? (puzzle.hints.length ? "puzzle.another_hint" : "puzzle.hint") : "puzzle.no_more_hints");
    return [
      button("hint", hint, { disabled: !puzzle.more_hints || finished(puzzle), class: "cg-btn cg-pz-hint-btn" }),
      button("solution", say("puzzle.show_solution"), { disabled: finished(puzzle) }),
      button("retry", say("puzzle.retry"), { "aria-label": say("puzzle.retry_label") }),
    ];
  }
}
