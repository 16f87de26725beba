/**
 * The frames of the shown line, one store per model. The model's `frames` trait holds them
 * compact (docs/frames.md): the first frame whole, each later one as a delta against the frame
 * before it (framedelta.ts). Python's `{kind: "frames", start, frames}` messages carry deltas
 * of the same kind, from `start` on. Every view of the model reads the same store.
 *
 * Python changes its `frames` list in place, so the trait a late view receives may be stale: a
 * new store asks for every frame with one `{kind: "sync"}` intent. Python's answer (any frames
 * message) proves a kernel is behind the board: until then the store is not `live`, and the
 * views draw a plain replay (a saved notebook with its kernel off, a page with no kernel).
 *
 * The trait holds no legal moves (only frames messages do): the store splices each message's
 * deltas, without them, into the array the model holds, in place (never a `set`). The widget
 * state a notebook saves then holds every frame of the line shown, compact, as a board with no
 * kernel draws it, and nothing enters ipywidgets' buffered changes: nothing goes back to the kernel.
 * A message's `answers` (Schotten Totten's proofs, worked out for a board with no kernel) are
 * put into the model's `answers` in place the same way.
 *
 * A move's new frames come in the `frames_step` trait instead, in the same update as the
 * traits the move changed (one websocket message: see board.py), and are taken the same way;
 * the store then empties that trait in place, so a saved notebook keeps no copy of them.
 */

import type { AnyModel } from "@anywidget/types";
import { applyFrames, withoutLegal } from "./framedelta";
import { type PositionAnswers, spliceAnswers } from "./offline";
import type { Frame, Intent, Traits } from "./types";

interface FramesMessage {
  kind: "frames";
  start: number;
  frames: Frame[];
  answers?: PositionAnswers[]; // what a board with no kernel answers at each of those positions (offline.ts)
}

function isFramesMessage(msg: unknown): msg is FramesMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, start, frames } = msg as Partial<FramesMessage>;
  return kind === "frames" && isFrames(start, frames);
}

function isFrames(start: unknown, frames: unknown): boolean {
  return Number.isInteger(start) && Number(start) >= 0 && Array.isArray(frames);
}

/** The frames of one model, kept in step with Python; views watch it. */
export class FrameStore {
  private frames: Frame[]; // whole
  private answered = false;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly model: AnyModel<Traits>) {
    this.frames = applyFrames([], 0, model.get("frames") ?? []);
    model.on("change:frames", () => {
      // Python set the trait (after a cell: savedstate.py). A live store has had these frames
      // already, with their legal moves, by the messages sent before; before Python answers,
      // the trait is all there is.
      if (!this.answered) this.replace(applyFrames([], 0, this.model.get("frames") ?? []));
    });
    model.on("msg:custom", (msg: unknown) => {
      if (isFramesMessage(msg)) this.take(msg);
    });
    model.on("change:frames_step", () => {
      const step: Record<string, unknown> | undefined = this.model.get("frames_step");
      if (!step || !isFrames(step.start, step.frames)) return;
      this.take({ ...step, kind: "frames" } as FramesMessage);
      for (const key of Object.keys(step)) delete step[key]; // in place: nothing goes back, nothing is saved
    });
    const sync: Intent = { kind: "sync" };
    model.send(sync);
  }

  /** The frames, one per position of the shown line. */
  all(): Frame[] {
    return this.frames;
  }

  /** Python has answered this store: a kernel is behind the board, which may then be played. */
  get live(): boolean {
    return this.answered;
  }

  /** Calls `fn` whenever the frames change; returns the function that stops it. */
  watch(fn: () => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  /** Takes Python's new frames from `start` on. */
  private take(msg: FramesMessage): void {
    // A message past the frames held follows a change this store missed; the sync answer mends it.
    if (msg.start > this.frames.length) return;
    this.answered = true;
    // the model's array as it is now: a trait update equal to it replaces it without a change event
    const saved = this.model.get("frames");
    if (Array.isArray(saved)) saved.splice(msg.start, saved.length - msg.start, ...msg.frames.map(withoutLegal));
    if (Array.isArray(msg.answers)) spliceAnswers(this.model.get("answers"), msg.start, msg.answers);
    this.replace(applyFrames(this.frames, msg.start, msg.frames));
  }

  private replace(frames: Frame[]): void {
    this.frames = frames;
    for (const fn of [...this.watchers]) fn();
  }
}

const stores = new WeakMap<AnyModel<Traits>, FrameStore>();

/** The store of `model`, made on first use (the first view) and kept for the model's life. */
export function framesOf(model: AnyModel<Traits>): FrameStore {
  let store = stores.get(model);
  if (!store) {
    store = new FrameStore(model);
    stores.set(model, store);
  }
  return store;
}
