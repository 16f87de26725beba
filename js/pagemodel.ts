/**
 * The anywidget model API (get/set/on/off/save_changes/send) held in the page, for running the
 * widget with no kernel: the exported HTML replay and the front-end harness both use this one.
 */

import type { AnyModel } from "@anywidget/types";
import { boardLanguage, sayer } from "./i18n";
import { needsKernel } from "./offline";
import type { Intent, Traits } from "./types";

type Handler = (...args: never[]) => void;

/** What a page with no kernel answers to an intent: it can only replay, so it says so (offline.ts). */
export function replayOnly(content: unknown, model: PageModel): void {
  const kind = (content as Partial<Intent> | null)?.kind;
  const say = sayer(boardLanguage(model.get("lang")));
  const reason = kind === undefined ? null : needsKernel(say, { kind }, model.get("mode") === "puzzle");
  if (reason) model.set("error", reason);
}

export interface PageModelOptions {
  /** Answers an intent sent by the widget (default: `replayOnly`). */
  answer?: (content: unknown, model: PageModel) => void;
  /** Receives a line for every save_changes and send (default: none). */
  log?: (line: string) => void;
}

/** A model whose state lives in the page; `set` fires `change:<name>` like the real one. */
export class PageModel implements AnyModel<Traits> {
  private readonly state: Traits;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly answer: (content: unknown, model: PageModel) => void;
  private readonly log: (line: string) => void;
  /** Every intent sent so far, oldest first. */
  readonly sent: unknown[] = [];
  readonly widget_manager = {
    get_model: (): Promise<never> => Promise.reject(new Error("a standalone page has no widget manager")),
  };

  constructor(state: Traits, options: PageModelOptions = {}) {
    this.state = { ...state, frames: [...(state.frames ?? [])] }; // the frame store splices its own copy
    this.answer = options.answer ?? replayOnly;
    this.log = options.log ?? (() => undefined);
  }

  get<K extends keyof Traits>(name: K): Traits[K] {
    return this.state[name];
  }

  set<K extends keyof Traits>(name: K, value: Traits[K]): void {
    if (this.state[name] === value) return;
    this.state[name] = value;
    for (const fn of [...(this.handlers.get(`change:${name}`) ?? [])]) (fn as () => void)();
  }

  on(event: string, fn: Handler): void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(fn);
    this.handlers.set(event, set);
  }

  off(event?: string | null, fn?: Handler | null): void {
    if (!event) this.handlers.clear();
    else if (!fn) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(fn);
  }

  /** How many listeners are attached (0 after the widget cleaned up). */
  listenerCount(): number {
    let count = 0;
    for (const set of this.handlers.values()) count += set.size;
    return count;
  }

  save_changes(): void {
    const { position, autoplay_ms, error, forecast } = this.state;
    this.log(`save_changes: position=${position} autoplay_ms=${autoplay_ms} forecast=${forecast} error=${JSON.stringify(error)}`);
  }

  /** Delivers `content` to the widget as a custom message from Python would arrive (the harness feeds `frames` messages so). */
  receive(content: unknown): void {
    for (const fn of [...(this.handlers.get("msg:custom") ?? [])]) (fn as (msg: unknown, buffers: DataView[]) => void)(content, []);
  }

  send(content: unknown): void {
    this.sent.push(content);
    this.log(`send: ${JSON.stringify(content)}`);
    this.answer(content, this);
  }
}
