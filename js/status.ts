/**
 * The status line above the board: whose turn, who is viewing, the bot note (a picture: the info
 * line says it in words), and the error alert.
 */

import { h } from "./dom";
import { isYou, playerName, shieldIcon } from "./players";
import type { Frame } from "./types";
import type { Say } from "./i18n";

function viewerText(say: Say, frame: Frame): string {
  if (frame.viewer === "all") return say("status.all_hands");
  if (frame.viewer === "spectator") return say("status.spectator");
  return isYou(frame, frame.viewer) ? say("status.your_view") : say("status.view", { name: playerName(frame, frame.viewer) });
}

/** The status line for one frame, under the title of the game drawn. */
export function drawStatus(say: Say, frame: Frame | undefined, botThinking: boolean, title = say("board.label")): HTMLElement {
  const bar = h("div", { class: "cg-status" }, h("span", { class: "cg-title" }, title));
  if (!frame) {
    bar.append(h("span", { class: "cg-muted" }, say("status.no_game")));
    return bar;
  }
  if (frame.over) bar.append(h("span", { class: "cg-turn-text" }, say("status.game_over")));
  else if (frame.turn != null) // != null: a Pyodide kernel sends None as undefined
    bar.append(h("span", { class: "cg-turn-text" }, shieldIcon(frame, frame.turn), isYou(frame, frame.turn) ? say("status.to_move_yours") : say("status.to_move", { name: playerName(frame, frame.turn) })));
  if (botThinking) bar.append(h("span", { class: "cg-thinking", "aria-hidden": "true" }, h("span", { class: "cg-dots" }), say("status.bot_thinking")));
  bar.append(h("span", { class: "cg-spacer" }), h("span", { class: "cg-muted cg-viewer" }, viewerText(say, frame)));
  return bar;
}

/** The error box; its text span has role="alert" and holds exactly `error`. Hidden while `error` is empty. */
export function drawError(say: Say, box: HTMLElement, error: string): void {
  if (box.dataset.text === error) return; // unchanged: do not make screen readers announce it again
  box.dataset.text = error;
  box.hidden = !error;
  box.replaceChildren();
  if (!error) return;
  box.append(
    h("span", { class: "cg-error-text", role: "alert" }, error),
    h("button", { type: "button", class: "cg-btn cg-error-close", "data-action": "dismiss-error", "aria-label": say("error.dismiss") }, "×"),
  );
}
