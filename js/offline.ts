/**
 * A board with no kernel behind it (an exported page, the static site, a saved notebook with
 * its kernel off) only replays: what it says when asked for more, and the message box that
 * says it, with a link to where the lesson runs (the static site's JupyterLite page) if known.
 */

import { h } from "./dom";
import type { MessageId, Say } from "./i18n";
import type { AnswersAhead, Intent } from "./types";


const PUZZLES: MessageId = "offline.puzzles";

/** Why a board with no kernel cannot do what an intent asks (none for `sync`, `preview` and `reasons`: it just shows no more). */
const NEEDS_A_KERNEL: Partial<Record<Intent["kind"], MessageId>> = {
  play: "offline.play",
  undo: "offline.undo",
  reveal: "offline.reveal",
  goto: "offline.goto",
  "main-line": "offline.main_line",
  promote: "offline.variations",
  delete: "offline.variations",
  bot: "offline.bot",
  hint: "offline.hint",
  review: "offline.review",
  download: "offline.download",
  answer: PUZZLES,
  solution: PUZZLES,
  retry: PUZZLES,
  puzzle: PUZZLES,
};

/** What a board with no kernel says to `intent` (in a puzzle, every request is the puzzle's); null: nothing. */
export function needsKernel(say: Say, intent: Pick<Intent, "kind">, puzzle: boolean): string | null {
  if (["sync", "lang", "preview", "reasons", "explain"].includes(intent.kind)) return null;
  const id = puzzle ? PUZZLES : NEEDS_A_KERNEL[intent.kind];
  return id ? say(id) : null;
}

const PLACE = new Set(["kind", "line", "ply"]); // what a request is and where; the rest names what it asks about

/**
 * The answer to `intent` worked out when the page was made (`answers`, clans_widget/core/offline.py),
 * as Python would have sent it: `{kind, line, ply, ...}`; null when the page holds none.
 */
export function answerAhead(answers: AnswersAhead | Record<string, never> | undefined, intent: Intent): Record<string, unknown> | null {
  const fields = intent as Record<string, unknown>;
  const { line, ply } = fields;
  if (!answers?.at || typeof line !== "number" || typeof ply !== "number") return null;
  const rest = Object.keys(fields).filter((name) => !PLACE.has(name)).sort().map((name) => String(fields[name]));
  const index = answers.at[String(ply)]?.[[intent.kind, ...rest].join(":")]; // always the line shown
  const answer = index === undefined ? undefined : answers.shared[index];
  return answer ? { ...answer, kind: intent.kind, line, ply } : null;
}

/** One position's answers worked out ahead, by request key (a frames message's `answers`, one per frame). */
export type PositionAnswers = Record<string, Record<string, unknown>>;

/**
 * Puts a frames message's `answers` (one per position from `start` on) into the model's `answers`
 * in place, as the frame store puts its frames (never a `set`: the saved widget state holds them,
 * and nothing goes back to the kernel); each distinct answer is kept once.
 */
export function spliceAnswers(held: unknown, start: number, fresh: PositionAnswers[]): void {
  if (typeof held !== "object" || held === null || Array.isArray(held)) return;
  const into = held as Partial<AnswersAhead>;
  const shared = (into.shared ??= []);
  const at = (into.at ??= {});
  if (start === 0) shared.length = 0; // the whole line again: no answer left over
  for (const key of Object.keys(at)) if (start === 0 || Number(key) >= start) delete at[key];
  const known = new Map(shared.map((answer, i) => [JSON.stringify(answer), i]));
  fresh.forEach((answers, i) => {
    const found: Record<string, number> = {};
    for (const [key, answer] of Object.entries(answers)) {
      const text = JSON.stringify(answer);
      const index = known.get(text) ?? shared.push(answer) - 1;
      known.set(text, index);
      found[key] = index;
    }
    if (Object.keys(found).length) at[String(start + i)] = found;
  });
}

/** The message box for `text`, with a link to the lesson's JupyterLite page `lite` when given (same box as status.ts drawError). */
export function drawNeedsKernel(say: Say, box: HTMLElement, text: string, lite: string | undefined): void {
  const key = `\u0000${text}\u0000${lite ?? ""}`; // never an error's text: drawError redraws after it
  if (box.dataset.text === key) return;
  box.dataset.text = key;
  box.hidden = false;
  const link = lite
    ? [" ", h("a", { href: lite, target: "_blank", rel: "noopener", class: "cg-lite-link" }, say("offline.lite_link")), say("offline.lite_after")]
    : [];
  box.replaceChildren(
    h("span", { class: "cg-error-text cg-needs-kernel", role: "alert" }, text, ...link),
    h("button", { type: "button", class: "cg-btn cg-error-close", "data-action": "dismiss-error", "aria-label": say("error.dismiss_message") }, "×"),
  );
}
