/** The move list: numbered moves with notation and comments; click one to jump there. */

import { h } from "./dom";
import { playerName, shieldIcon } from "./players";
import type { Frame } from "./types";

/** Position index of each ply in `frames` (ply k is usually index k). */
function plyIndex(frames: Frame[]): Map<number, number> {
  const map = new Map<number, number>();
  frames.forEach((f, i) => map.set(f.ply, i));
  return map;
}

/** The move list panel; rebuilt only when the line changes, otherwise just re-marked (keeps focus and scroll). */
export class MovesPanel {
  private frames: Frame[] | null = null;
  el: HTMLElement = document.createElement("section");

  update(frames: Frame[], position: number): HTMLElement {
    if (frames !== this.frames) {
      this.frames = frames;
      this.el = drawMoves(frames, position);
      return this.el;
    }
    for (const button of this.el.querySelectorAll<HTMLElement>(".cg-move")) {
      const current = Number(button.dataset.goto) === position;
      button.classList.toggle("cg-current", current);
      if (current) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
    }
    return this.el;
  }
}

/** Draws the whole line (taken from the last frame) with the shown position marked. */
function drawMoves(frames: Frame[], position: number): HTMLElement {
  const panel = h("section", { class: "cg-panel cg-moves", "aria-label": "moves" });
  panel.append(h("h3", {}, "Moves"));
  const list = h("ol", { class: "cg-move-list" });
  const last = frames[frames.length - 1];
  const shown = frames[position];
  if (!last || !shown) return panel;
  const index = plyIndex(frames);
  const entry = (target: number, ply: number, ...content: (Node | string | null)[]): HTMLLIElement => {
    const current = target === position;
    return h(
      "li",
      {},
      h(
        "button",
        {
          type: "button",
          class: current ? "cg-move cg-current" : "cg-move",
          "data-goto": target,
          "data-move-ply": ply,
          "aria-current": current ? "step" : null,
        },
        ...content,
      ),
    );
  };
  list.append(entry(index.get(0) ?? 0, 0, h("span", { class: "cg-move-no" }, "0."), h("span", { class: "cg-move-text" }, "Start")));
  for (const move of last.moves) {
    const target = index.get(move.ply) ?? move.ply;
    list.append(
      entry(
        target,
        move.ply,
        h("span", { class: "cg-move-no" }, `${move.ply}.`),
        shieldIcon(last, move.player),
        h("span", { class: "cg-move-who" }, playerName(last, move.player)),
        h("code", { class: "cg-move-text" }, move.move),
        move.comment_hidden
          ? h("span", { class: "cg-move-comment cg-comment-hidden", "data-comment-hidden": "true" }, "(comment hidden: it would tell you a card you cannot see)")
          : move.comment
            ? h("span", { class: "cg-move-comment" }, move.comment)
            : null,
      ),
    );
  }
  panel.append(list);
  return panel;
}

/** Scrolls the list (not the page) so the current move is visible. */
export function revealCurrent(panel: HTMLElement): void {
  const list = panel.querySelector<HTMLElement>(".cg-move-list");
  const current = panel.querySelector<HTMLElement>("[aria-current='step']");
  if (!list || !current) return;
  const top = current.offsetTop; // the list is position: relative
  if (top < list.scrollTop) list.scrollTop = top - 4;
  else if (top + current.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = top + current.offsetHeight - list.clientHeight + 4;
}
