/**
 * Frame deltas (docs/frames.md, "Frame updates"): Python sends each frame as what changed from
 * the frame before it (`frame_delta` in clans_widget/frames.py); `applyDelta` undoes that.
 */

import type { Frame } from "./types";

type Json = Record<string, unknown>;

/** Paths to the lists whose items are named by a key (`{"seats": "seat", "score.tiles": "tile"}`): a delta holds only the items that changed. Every frame names its own (`keyed`). */
type Keyed = Record<string, string>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The name of a keyed list's item, or undefined when it has none. */
function nameOf(item: unknown, key: string): unknown {
  return isObject(item) ? item[key] : undefined;
}

/**
 * A keyed list after its delta: items of the same name are replaced and the others kept.
 * A delta that names an item the old list lacks, or as many items as it has, is the whole list
 * (Python sends the whole list when the names or the count differ; every item changed is the
 * whole list too).
 */
function mergeKeyed(old: unknown, delta: unknown[], key: string): unknown[] {
  if (!Array.isArray(old) || delta.length >= old.length) return delta;
  const index = new Map<unknown, number>();
  old.forEach((item, i) => index.set(nameOf(item, key), i));
  const out = old.slice();
  for (const item of delta) {
    const i = index.get(nameOf(item, key));
    if (i === undefined) return delta;
    out[i] = item;
  }
  return out;
}

/** The keyed paths under `key` (`{"tiles": "tile"}` under `"score"`). */
function within(keyed: Keyed, key: string): Keyed | null {
  const prefix = `${key}.`;
  let inner: Keyed | null = null;
  for (const [path, name] of Object.entries(keyed)) if (path.startsWith(prefix)) (inner ??= {})[path.slice(prefix.length)] = name;
  return inner;
}

/** `before` with the changed keys of `delta`: a dict holding keyed lists is a delta itself, keyed lists are merged. */
function merge(before: Json, delta: Json, keyed: Keyed): Json {
  const out: Json = { ...before };
  for (const [key, value] of Object.entries(delta)) {
    const old = before[key];
    const name = keyed[key];
    const inner = within(keyed, key);
    if (inner && isObject(value) && isObject(old)) out[key] = merge(old, value, inner);
    else if (name !== undefined && Array.isArray(value)) out[key] = mergeKeyed(old, value, name);
    else out[key] = value;
  }
  return out;
}

/** The keyed lists of frames saved before frames named theirs (every one of them is of Clans and Glory). */
const SAVED_BEFORE_KEYED: Keyed = { seats: "seat", hands: "player", "score.tiles": "tile" };

/** The frame's keyed lists, as it (or the frame before it) declares them. */
function keyedOf(frame: Json): Keyed {
  const keyed = frame.keyed;
  if (!isObject(keyed)) return SAVED_BEFORE_KEYED;
  const out: Keyed = {};
  for (const [path, name] of Object.entries(keyed)) if (typeof name === "string") out[path] = name;
  return out;
}

/** The frame that `delta` describes, against the frame before it (`undefined`: the delta is whole). */
export function applyDelta(before: Frame | undefined, delta: Frame): Frame {
  if (before === undefined) return delta;
  const json = delta as unknown as Json;
  const keyed = keyedOf("keyed" in json ? json : (before as unknown as Json));
  return merge(before as unknown as Json, json, keyed) as unknown as Frame;
}

/** Frames `0 .. start-1` of `frames` kept, then one frame per delta. */
export function applyFrames(frames: readonly Frame[], start: number, deltas: readonly Frame[]): Frame[] {
  const out = frames.slice(0, start);
  for (const delta of deltas) out.push(applyDelta(out[out.length - 1], delta));
  return out;
}

/** `frame` (or a delta) with no legal moves, as the `frames` trait keeps them: what a board with no kernel draws. */
export function withoutLegal(frame: Frame): Frame {
  if (!("legal" in frame)) return frame;
  const { legal: _legal, ...rest } = frame;
  return rest;
}
