/**
 * The move list, drawn from the `tree` and `comments` traits, Lichess style: the main line's
 * moves in order, and under the move each variation branches from, the variation's moves
 * indented (nested ones deeper). A move of the line shown steps there (`data-goto`, a position
 * of the shown line); a move of another line asks Python to show that line (`goto` intent).
 * A reviewed move of the main line carries its mark (`data-mark`, a glyph, and a title with
 * the loss and the better move). A bot's move played in a variation from a re-dealt hand says so
 * (`data-redealt`, a small "re-dealt" note, and the reason in its title and for screen readers).
 */

import { icon } from "./controls";
import { h } from "./dom";
import type { Say } from "./i18n";
import { LineIndex } from "./movetree";
import { playerName, shieldIcon } from "./players";
import { entriesByMove, markGlyph, markInWords, markTitle } from "./reviewmarks";
import type { Frame, MoveTree, ReviewData, ReviewEntry, ReviewMark, TreeLine, TreeMove } from "./types";


/** What the move list shows. */
export interface MoveListState {
  tree: MoveTree | null | undefined;
  comments: Record<string, string> | null | undefined;
  /** The line shown and the position on it. */
  line: number;
  position: number;
  /** A frame of the game, for the players' names and shields. */
  frame: Frame | undefined;
  /** The review of the main line, as the viewer may see it, if there is one. */
  review: ReviewData | null | undefined;
  /** The board's words. */
  say: Say;
}

/** The move list panel; rebuilt when the tree, the comments or the line change, otherwise only re-marked (keeps focus and scroll). */
export class MovesPanel {
  private key: unknown[] = [];
  el: HTMLElement = document.createElement("section");

  update(state: MoveListState): HTMLElement {
    const key = [state.tree, state.comments, state.line, state.frame?.names.join("\n"), state.frame?.players, state.review, state.say];
    if (key.some((part, i) => part !== this.key[i])) {
      this.key = key;
      this.el = drawMoves(state);
    } else markCurrent(this.el, state.position);
    return this.el;
  }
}

/** Marks the move of the shown line at `position` as the current one. */
function markCurrent(panel: HTMLElement, position: number): void {
  for (const button of panel.querySelectorAll<HTMLElement>(".cg-move[data-goto]")) {
    const current = Number(button.dataset.goto) === position;
    button.classList.toggle("cg-current", current);
    if (current) button.setAttribute("aria-current", "step");
    else button.removeAttribute("aria-current");
  }
}

/** Draws the whole tree with the shown position marked. */
function drawMoves(state: MoveListState): HTMLElement {
  const say = state.say;
  const panel = h("section", { class: "cg-panel cg-moves", "aria-label": say("moves.panel") });
  const head = h("h3", {}, say("moves.title"));
  if (state.line !== 0) {
    head.append(
      h("span", { class: "cg-spacer" }),
      h("button", { type: "button", class: "cg-btn cg-small", "data-action": "main-line", title: say("moves.main_line_title") }, say("moves.main_line")),
    );
  }
  panel.append(head);
  const index = new LineIndex(state.tree);
  const main = index.get(0) ?? { id: 0, parent: null, ply: 0, moves: [] };
  const drawer = new TreeDrawer(state, index);
  const list = h("ol", { class: "cg-move-list" });
  list.append(drawer.start());
  drawer.appendLine(list, main, 0);
  panel.append(list);
  markCurrent(panel, state.position);
  return panel;
}

let drawn = 0;

/** A move button's accessible name: its number, then the move in Python's words ("5. Ben placed the blue 7 on B north 2"), its review mark and whether a bot played it from a re-dealt hand; the player's name alone for a tree saved before words were sent. */
export function spokenName(say: Say, move: TreeMove, who: string, mark?: ReviewMark): string {
  let spoken = say("moves.spoken", { n: move.ply, words: move.words ?? say("moves.someone_moved", { name: who }) });
  if (mark) spoken = say("moves.spoken_marked", { spoken, mark: markInWords(say, mark) });
  return move.redealt ? say("moves.spoken_redealt", { spoken }) : spoken;
}

/** Draws lines into lists, knowing which moves belong to the line shown. */
class TreeDrawer {
  private readonly path: Map<number, number>;
  private readonly marks: Map<number, ReviewEntry>;
  private readonly idPrefix = `cg-m${++drawn}`; // ids of the comments, unique on the page

  constructor(
    private readonly state: MoveListState,
    private readonly index: LineIndex,
  ) {
    this.path = index.path(state.line);
    this.marks = entriesByMove(state.review);
  }

  /** The "Start" entry: position 0, where every line begins (named as the main line's). */
  start(): HTMLLIElement {
    return h(
      "li",
      {},
      h(
        "button",
        { type: "button", class: "cg-move", "data-goto": 0, "data-line": 0, "data-move-ply": 0, "data-move-id": "0:0" },
        h("span", { class: "cg-move-no" }, "0."),
        h("span", { class: "cg-move-text" }, this.state.say("moves.start")),
      ),
    );
  }

  /** Appends the moves of `line` to `list`, each followed by the variations branching after it. */
  appendLine(list: HTMLOListElement, line: TreeLine, depth: number): void {
    for (const branch of this.index.branchesAt(line.id, line.ply)) list.append(this.variation(branch, depth + 1));
    for (const move of line.moves) {
      list.append(h("li", {}, this.move(line.id, move)));
      for (const branch of this.index.branchesAt(line.id, move.ply)) list.append(this.variation(branch, depth + 1));
    }
  }

  /** One variation, indented under the move it branches from, with its own variations inside. */
  private variation(line: TreeLine, depth: number): HTMLLIElement {
    const shown = this.path.has(line.id);
    const item = h("li", {
      class: shown ? "cg-variation cg-variation-shown" : "cg-variation",
      "data-variation": line.id,
      "data-depth": depth,
    });
    const list = h("ol", { class: "cg-variation-moves" });
    this.appendLine(list, line, depth);
    item.append(list);
    const first = list.querySelector(`:scope > li > .cg-move[data-line="${line.id}"]`)?.parentElement;
    if (this.state.tree?.editable && first) {
      first.classList.add("cg-with-tools");
      first.append(variationTools(this.state.say, line));
    }
    return item;
  }

  /** One move button: `data-goto` when it is on the line shown, else it asks for its own line. */
  private move(line: number, move: TreeMove): HTMLButtonElement {
    const onShown = move.ply <= (this.path.get(line) ?? -1);
    const frame = this.state.frame;
    const comment = move.comment ? (this.state.comments?.[`${line}:${move.ply}`] ?? "") : "";
    const reviewed = line === 0 ? this.marks.get(move.ply) : undefined;
    const glyph = reviewed ? markGlyph(reviewed.mark) : "";
    const say = this.state.say;
    const titles = [onShown ? "" : say("moves.show_line"), reviewed ? markTitle(say, reviewed) : "", move.redealt ? say("moves.redealt_title") : ""].filter(Boolean);
    const who = frame ? playerName(frame, move.player) : say("info.player_n", { n: move.player + 1 });
    const described = move.comment_hidden || comment ? `${this.idPrefix}-${line}-${move.ply}` : null;
    return h(
      "button",
      {
        type: "button",
        class: onShown ? "cg-move" : "cg-move cg-off-line",
        "data-goto": onShown ? move.ply : null,
        "data-line": line,
        "data-move-ply": move.ply,
        "data-move-id": `${line}:${move.ply}`,
        "data-mark": reviewed?.mark ?? null,
        title: titles.length ? titles.join(". ") : null,
        "aria-describedby": described, // the comment describes the move; it is not its name
      },
      // the name is the move in words (never notation), from the one part read aloud; what is
      // shown is hidden from it, so the name holds no text it does not show in another form
      h("span", { class: "cg-sr" }, spokenName(say, move, who, reviewed?.mark)),
      h("span", { class: "cg-move-no", "aria-hidden": "true" }, `${move.ply}.`),
      frame ? hidden(shieldIcon(frame, move.player)) : null,
      h("span", { class: "cg-move-who", "aria-hidden": "true" }, who),
      h("code", { class: "cg-move-text", "aria-hidden": "true" }, move.move),
      glyph ? h("span", { class: "cg-move-mark", "aria-hidden": "true" }, glyph) : null,
      move.redealt ? h("span", { class: "cg-move-redealt", "data-redealt": "true", "aria-hidden": "true" }, say("moves.redealt")) : null,
      move.comment_hidden
        ? h("span", { class: "cg-move-comment cg-comment-hidden", "data-comment-hidden": "true", id: described, "aria-hidden": "true" }, say("moves.comment_hidden"))
        : comment
          ? h("span", { class: "cg-move-comment", id: described, "aria-hidden": "true" }, comment)
          : null,
    );
  }
}

/** The Promote and Delete buttons of a variation (small icons with names), beside its first move. Each names the line, the ply it branches at and its first move, so Python refuses a click on a move list that has changed since. */
function variationTools(say: Say, line: TreeLine): HTMLElement {
  const n = line.ply + 1;
  const named = { "data-line": line.id, "data-ply": line.ply, "data-move": line.moves[0]?.move ?? "" };
  const tool = (action: string, label: string, title: string): HTMLButtonElement =>
    h("button", { type: "button", class: "cg-btn cg-tool", "data-action": action, ...named, "aria-label": label, title }, icon(action));
  return h(
    "span",
    { class: "cg-variation-tools" },
    line.dealt ? null : tool("promote", say("moves.promote_label", { n }), say("moves.promote_title")),
    tool("delete", say("moves.delete_label", { n }), say("moves.delete_title")),
  );
}

function hidden<E extends Element>(el: E): E {
  el.setAttribute("aria-hidden", "true");
  return el;
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
