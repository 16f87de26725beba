/**
 * Hot-seat play (the `hotseat` and `covered` traits): Python holds back the hand of the player
 * to move until that player says they are at the screen, so while the cover is up no frame in
 * the page holds it. The front end only draws the cover and sends the `reveal` intent, or (its
 * "take-back" button) the `undo` intent of the player who just moved, when `can_undo` allows.
 */

import { h } from "./dom";
import { playerName } from "./players";
import type { Frame } from "./types";

/** The panel drawn instead of the hands while they are covered (`frame.turn` is the player to move); `canTakeBack` offers the take-back, whose place is kept when it is not offered. */
export function drawCover(frame: Frame, canTakeBack: boolean): HTMLElement {
  const name = playerName(frame, frame.turn ?? 0);
  return h(
    "div",
    { class: "cg-cover", "data-view": "hotseat-cover", role: "group", "aria-label": "hands covered" },
    h("p", { class: "cg-cover-title" }, `Pass the screen to ${name}`),
    h("p", { class: "cg-muted" }, "The hands stay hidden until the player to move is at the screen."),
    h(
      "div",
      { class: "cg-cover-actions" },
      h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "reveal" }, `I'm ${name}: show my hand`),
      h(
        "button",
        {
          type: "button",
          class: "cg-btn cg-cover-take-back",
          "data-action": "take-back",
          title: `Misclicked? The player who just moved can take it back until ${name} shows their hand`,
          disabled: !canTakeBack,
        },
        "Take back my move",
      ),
    ),
  );
}
