/**
 * The frames of the shown line, one store per model: the `frames` trait as the page received
 * it, patched by Python's `{kind: "frames", start, frames}` messages, which carry only the
 * frames that changed. Every view of the model reads the same store.
 */

import type { AnyModel } from "@anywidget/types";
import type { Frame, Traits } from "./types";

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

export class FrameStore {
  private frames: Frame[];
  private readonly watchers = new Set<() => void>();

  constructor(private readonly model: AnyModel<Traits>) {
    this.frames = model.get("frames") ?? [];
    model.on("change:frames", () => this.replace(this.model.get("frames") ?? []));
    model.on("msg:custom", (msg: unknown) => {
      if (isFramesMessage(msg)) this.replace(this.frames.slice(0, msg.start).concat(msg.frames));
    });
  }

  all(): Frame[] {
    return this.frames;
  }

  /** Calls `fn` whenever the frames change; returns the function that stops it. */
  watch(fn: () => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  private replace(frames: Frame[]): void {
    this.frames = frames;
    for (const fn of [...this.watchers]) fn();
  }
}

const stores = new WeakMap<AnyModel<Traits>, FrameStore>();

/** The store of `model`, made on first use and kept for the model's life. */
export function framesOf(model: AnyModel<Traits>): FrameStore {
  let store = stores.get(model);
  if (!store) {
    store = new FrameStore(model);
    stores.set(model, store);
  }
  return store;
}
