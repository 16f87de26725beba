/**
 * The status line above the board: whose turn, who is viewing, the bot note (a picture: the info
 * line says it in words), and the error alert.
 */

import { h } from "./dom";
import { playerName, shieldIcon } from "./players";
import type { Frame } from "./types";
import { possessive } from "./words";

function viewerText(frame: Frame): string {
  if (frame.viewer === "all") return "all hands open";
  if (frame.viewer === "spectator") return "spectator view";
  return `${possessive(playerName(frame, frame.viewer))} view`;
}

/** The status line for one frame, under the title of the game drawn. */
export function drawStatus(frame: Frame | undefined, botThinking: boolean, title = "Clans and Glory"): HTMLElement {
  const bar = h("div", { class: "cg-status" }, h("span", { class: "cg-title" }, title));
  if (!frame) {
    bar.append(h("span", { class: "cg-muted" }, "No game to show yet."));
    return bar;
  }
  if (frame.over) bar.append(h("span", { class: "cg-turn-text" }, "Game over"));
  else if (frame.turn != null) // != null: a Pyodide kernel sends None as undefined
    bar.append(h("span", { class: "cg-turn-text" }, shieldIcon(frame, frame.turn), `${playerName(frame, frame.turn)} to move`));
  if (botThinking) bar.append(h("span", { class: "cg-thinking", "aria-hidden": "true" }, h("span", { class: "cg-dots" }), "Bot is thinking…"));
  bar.append(h("span", { class: "cg-spacer" }), h("span", { class: "cg-muted cg-viewer" }, viewerText(frame)));
  return bar;
}

/** The error box; its text span has role="alert" and holds exactly `error`. Hidden while `error` is empty. */
export function drawError(box: HTMLElement, error: string): void {
  if (box.dataset.text === error) return; // unchanged: do not make screen readers announce it again
  box.dataset.text = error;
  box.hidden = !error;
  box.replaceChildren();
  if (!error) return;
  box.append(
    h("span", { class: "cg-error-text", role: "alert" }, error),
    h("button", { type: "button", class: "cg-btn cg-error-close", "data-action": "dismiss-error", "aria-label": "Dismiss the error" }, "×"),
  );
}
