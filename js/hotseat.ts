/**
 * Hot-seat play (the `hotseat` and `covered` traits): Python holds back the hand of the player
 * to move until that player says they are at the screen, so while the cover is up no frame in
 * the page holds it. The front end only draws the cover and sends the `reveal` intent, or (its
 * "take-back" button) the `undo` intent of the player who just moved, when `can_undo` allows.
 */

import { h } from "./dom";
import { playerName } from "./players";
import type { Say } from "./i18n";
import type { Frame } from "./types";

/** The panel drawn instead of the hands while they are covered (`frame.turn` is the player to move); `canTakeBack` offers the take-back, whose place is kept when it is not offered. */
export function drawCover(say: Say, frame: Frame, canTakeBack: boolean): HTMLElement {
  const name = playerName(frame, frame.turn ?? 0);
  return h(
    "div",
    { class: "cg-cover", "data-view": "hotseat-cover", role: "group", "aria-label": say("hotseat.covered") },
    h("p", { class: "cg-cover-title" }, say("hotseat.pass", { name })),
    h("p", { class: "cg-muted" }, say("hotseat.hidden")),
    h(
      "div",
      { class: "cg-cover-actions" },
      h("button", { type: "button", class: "cg-btn cg-primary", "data-action": "reveal" }, say("hotseat.reveal", { name })),
      h(
        "button",
        {
          type: "button",
          class: "cg-btn cg-cover-take-back",
          "data-action": "take-back",
          title: say("hotseat.take_back_title", { name }),
          disabled: !canTakeBack,
        },
        say("hotseat.take_back"),
      ),
    ),
  );
}
