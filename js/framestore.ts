/**
 * The frames of the shown line, one store per model: the `frames` trait as the page received
 * it, patched by Python's `{kind: "frames", start, frames}` messages, whose frames are deltas
 * (framedelta.ts). Every view of the model reads the same store. Python changes its `frames`
 * list in place, so the trait a late view receives may be stale: a new store asks for every
 * frame with one `{kind: "sync"}` intent.
 *
 * The store writes the frames it builds back into the model's `frames` (a `set`, never a
 * `save_changes`), so the widget state a notebook saves holds every frame of the line shown and
 * a replay steps there with no kernel. Python ignores that copy when ipywidgets sends it along
 * with a later change (widget.py `set_state`): its own frames stay the only source.
 */

import type { AnyModel } from "@anywidget/types";
import { applyFrames } from "./framedelta";
import type { Frame, Intent, Traits } from "./types";

interface FramesMessage {
  kind: "frames";
  start: number;
  frames: Frame[];
}

function isFramesMessage(msg: unknown): msg is FramesMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, start, frames } = msg as Partial<FramesMessage>;
  return kind === "frames" && Number.isInteger(start) && (start ?? -1) >= 0 && Array.isArray(frames);
}

/** The frames of one model, kept in step with Python; views watch it. */
export class FrameStore {
  private frames: Frame[];
  private readonly watchers = new Set<() => void>();

  constructor(private readonly model: AnyModel<Traits>) {
    this.frames = model.get("frames") ?? [];
    model.on("change:frames", () => {
      const frames = this.model.get("frames") ?? [];
      if (frames !== this.frames) this.replace(frames, false); // whole frames from Python (not our own copy)
    });
    model.on("msg:custom", (msg: unknown) => {
      // A message past the frames held follows a change this store missed; the sync answer mends it.
      if (isFramesMessage(msg) && msg.start <= this.frames.length) this.replace(applyFrames(this.frames, msg.start, msg.frames), true);
    });
    const sync: Intent = { kind: "sync" };
    model.send(sync);
  }

  /** The frames, one per position of the shown line. */
  all(): Frame[] {
    return this.frames;
  }

  /** Calls `fn` whenever the frames change; returns the function that stops it. */
  watch(fn: () => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  /** Holds `frames` (and copies them into the model when they came as deltas), then tells the views. */
  private replace(frames: Frame[], intoModel: boolean): void {
    this.frames = frames;
    if (intoModel) this.model.set("frames", frames); // its change event finds this.frames: no second draw
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
