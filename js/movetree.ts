/** Reading the `tree` trait: which lines branch where, and which moves make up the line shown. */

import type { MoveTree, TreeLine, TreeMove, WireTree } from "./types";

const read = new WeakMap<WireTree, MoveTree>();
const parsed = new Map<string, WireTree>(); // the last few texts of the `tree` trait, read

/** The `tree` trait as an object: Python sends it as JSON text, an exported page holds the object. The same text gives the same object, so `readTree` reads it once. */
export function wireTree(value: WireTree | string | null | undefined): WireTree | undefined {
  if (typeof value !== "string") return value ?? undefined;
  let wire = parsed.get(value);
  if (!wire) {
    wire = JSON.parse(value) as WireTree;
    parsed.set(value, wire);
    for (const old of parsed.keys()) if (parsed.size > 4) parsed.delete(old);
  }
  return wire;
}

/** The `tree` trait as the move list uses it: each move with its number and comment flags. Read once per trait value, so an unchanged tree stays the same object. */
export function readTree(wire: WireTree | null | undefined): MoveTree | undefined {
  if (!wire) return undefined;
  let tree = read.get(wire);
  if (!tree) {
    tree = {
      editable: wire.editable,
      lines: wire.lines.map((line) => ({
        ...line,
        moves: line.moves.map(([move, player, ...notes], i) => ({
          ply: line.ply + i + 1,
          player,
          move,
          ...(notes.includes("comment") ? { comment: true } : notes.includes("hidden") ? { comment_hidden: true } : {}),
          ...(notes.includes("redealt") ? { redealt: true } : {}),
          ...wordsOf(notes),
        })),
      })),
    };
    read.set(wire, tree);
  }
  return tree;
}

const FLAGS = new Set(["comment", "hidden", "redealt"]);

/** The move in words: the one note that is not a flag. */
function wordsOf(notes: string[]): { words?: string } {
  const words = notes.find((note) => !FLAGS.has(note));
  return words === undefined ? {} : { words };
}

/** The move that leads to position `ply` of line `shown` (its own or an earlier line's on the way), if the tree has it. */
export function moveOf(tree: MoveTree | null | undefined, shown: number, ply: number): TreeMove | undefined {
  const index = new LineIndex(tree);
  for (const [id, limit] of index.path(shown)) {
    const line = index.get(id);
    if (line && ply <= limit && ply > line.ply) return line.moves[ply - line.ply - 1];
  }
  return undefined;
}

/** The lines of a tree by id, and the variations branching from each line, by the ply they branch at. */
export class LineIndex {
  private readonly byId = new Map<number, TreeLine>();
  private readonly branches = new Map<string, TreeLine[]>();

  constructor(tree: MoveTree | null | undefined) {
    for (const line of tree?.lines ?? []) {
      this.byId.set(line.id, line);
      if (line.parent == null) continue; // null, or undefined from JupyterLite's kernel
      const key = `${line.parent}:${line.ply}`;
      const list = this.branches.get(key) ?? [];
      list.push(line);
      this.branches.set(key, list);
    }
    for (const list of this.branches.values()) list.sort((a, b) => a.id - b.id);
  }

  /** The line with this id, if the tree has it. */
  get(id: number): TreeLine | undefined {
    return this.byId.get(id);
  }

  /** The variations that branch from line `id` at its position after `ply` moves, oldest first. */
  branchesAt(id: number, ply: number): TreeLine[] {
    return this.branches.get(`${id}:${ply}`) ?? [];
  }

  /**
   * For the line shown, how far each line it runs through counts as its own: line id -> the
   * last ply of that line on the way (Infinity for the shown line itself). A move of line L at
   * ply p is on the shown line when p <= path.get(L).
   */
  path(shown: number): Map<number, number> {
    const path = new Map<number, number>();
    let line = this.byId.get(shown);
    let limit = Infinity;
    while (line && !path.has(line.id)) {
      path.set(line.id, limit);
      limit = Math.min(limit, line.ply);
      line = line.parent == null ? undefined : this.byId.get(line.parent);
    }
    return path;
  }
}
