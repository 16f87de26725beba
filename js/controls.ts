/** Stepping controls: first / previous / next / last, autoplay with speed, the forecast switch, the save buttons, undo. Built once, updated per draw. */

import { buildSaveButtons } from "./download";
import { h, s, svgBox } from "./dom";
import type { MessageId, Say } from "./i18n";

const ICONS: Record<string, string> = {
  first: "M4,3 H6.5 V17 H4Z M16,3 V17 L7.5,10Z",
  prev: "M14.5,3 V17 L5,10Z",
  next: "M5.5,3 V17 L15,10Z",
  last: "M13.5,3 H16 V17 H13.5Z M4,3 V17 L12.5,10Z",
  play: "M5,3 V17 L16,10Z",
  pause: "M5,3 H8.5 V17 H5Z M11.5,3 H15 V17 H11.5Z",
  undo: "M8,4 L2.5,8.5 L8,13 V10 C12,10 14.5,11.5 15.5,15.5 C16.5,10 13.5,7 8,7Z",
  promote: "M10,2.5 L17,10 H12.5 V17.5 H7.5 V10 H3Z",
  delete: "M4.5,6.5 L6.5,4.5 L10,8 L13.5,4.5 L15.5,6.5 L12,10 L15.5,13.5 L13.5,15.5 L10,12 L6.5,15.5 L4.5,13.5 L8,10Z",
};

/** A 20x20 icon of the toolbar set (`first`, `prev`, ..., `promote`, `delete`), drawn in currentColor. */
export function icon(name: string): SVGSVGElement {
  const svg = svgBox(20, 20, { class: "cg-icon" });
  svg.append(s("path", { d: ICONS[name] ?? "" }));
  return svg;
}

function button(say: Say, action: string, iconName: string, label: string, keys: string): HTMLButtonElement {
  const title = keys ? say("control.key", { label, key: keys }) : label;
  return h("button", { type: "button", class: "cg-btn cg-icon-btn", "data-action": action, "aria-label": label, title }, icon(iconName));
}

const SPEEDS: [number, MessageId][] = [
  [2000, "speed.slow"],
  [1200, "speed.calm"],
  [900, "speed.normal"],
  [500, "speed.fast"],
  [250, "speed.very_fast"],
];

export interface ControlsState {
  position: number;
  count: number;
  ply: number;
  /** The ply of the shown line's last position (its length in moves). */
  lastPly: number;
  playing: boolean;
  autoplayMs: number;
  canUndo: boolean;
  /** A read-only page (no kernel): no Undo at all. */
  readOnly: boolean;
  /**
   * Waiting for Python's first answer (a live notebook's board, or one whose kernel is off): Undo
   * and the save buttons keep their room, unseen, so nothing moves when the kernel answers.
   */
  waiting: boolean;
  /** The downloads Python offers this viewer (the `downloads` trait): a save button each. */
  downloads: readonly string[];
  /** The stack forecast is on (the `forecast` trait). */
  forecast: boolean;
  /** Offer the forecast switch (not in puzzles: the forecast would give answers away). */
  forecastSwitch: boolean;
  /** Offer the stepping buttons, the position and autoplay (not in puzzles: a puzzle has one position). */
  stepping: boolean;
}

/** "Start" at ply 0, else "after move 6 of 16" (of the shown line's moves). */
export function positionLabel(say: Say, ply: number, lastPly: number): string {
  return ply === 0 ? say("position.start") : say("position.after", { ply, last: lastPly });
}

/** The label a narrow widget shows: "6/16" ("Start" at ply 0). */
export function shortPositionLabel(say: Say, ply: number, lastPly: number): string {
  return ply === 0 ? say("position.start") : `${ply}/${lastPly}`;
}

/** The widest labels of a line of `lastPly` moves (two digits at least), so that the label's room never changes as it steps. */
function widestLabels(say: Say, lastPly: number): [string, string] {
  const most = Number("8".repeat(Math.max(2, String(lastPly).length))); // digits are tabular: 8 is as wide as any
  return [positionLabel(say, most, most), shortPositionLabel(say, most, most)];
}

/** "0.9 s", "0.25 s", "2 s": the pause between autoplayed moves (short, so the toolbar keeps to one row). */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`;
}

export interface Controls {
  el: HTMLElement;
  speed: HTMLSelectElement;
  update(state: ControlsState): void;
}

/** Builds the toolbar; the widget listens to clicks on its data-action buttons and to the speed select. */
export function buildControls(say: Say): Controls {
  const first = button(say, "first", "first", say("control.first"), "Home");
  const prev = button(say, "prev", "prev", say("control.prev"), "←");
  const next = button(say, "next", "next", say("control.next"), "→");
  const last = button(say, "last", "last", say("control.last"), "End");
  const auto = button(say, "autoplay", "play", say("control.autoplay"), "Space");
  const undoTitle = say("control.undo_title");
  const undo = h(
    "button",
    { type: "button", class: "cg-btn", "data-action": "undo", "aria-label": undoTitle, title: undoTitle },
    icon("undo"),
    h("span", { class: "cg-undo-text" }, say("control.undo")),
  );
  const counter = h("span", { class: "cg-counter", "aria-live": "off" });
  const forecast = h(
    "button",
    {
      type: "button",
      class: "cg-btn cg-switch",
      "data-action": "forecast-toggle",
      "aria-pressed": "true",
      "aria-label": say("control.forecast"),
      title: say("control.forecast_title"),
    },
    h("span", { class: "cg-switch-track", "aria-hidden": "true" }),
    h("span", { class: "cg-switch-text" }, say("control.forecast")), // the compact layout shows the switch alone
  );
  const saves = buildSaveButtons(say);
  const speed = h("select", { class: "cg-speed", "aria-label": say("control.speed"), title: say("control.speed"), "data-control": "speed" });
  const sep = h("span", { class: "cg-sep" });
  const steppers = [first, prev, counter, next, last, sep, auto, speed];
  const el = h(
    "div",
    { class: "cg-controls", role: "toolbar", "aria-label": say("control.toolbar") },
    first,
    prev,
    counter,
    next,
    last,
    sep,
    auto,
    speed,
    forecast,
    h("span", { class: "cg-spacer" }),
    saves.el,
    undo,
  );
  let shownMs = -1;
  return {
    el,
    speed,
    update(state) {
      const atStart = state.position <= 0;
      const atEnd = state.position >= state.count - 1;
      first.disabled = atStart;
      prev.disabled = atStart;
      next.disabled = atEnd;
      last.disabled = atEnd;
      auto.disabled = state.count < 2;
      undo.disabled = !state.canUndo;
      undo.hidden = (state.readOnly && !state.waiting) || (!state.stepping && !state.canUndo);
      saves.update(state.downloads);
      el.classList.toggle("cg-waiting", state.waiting);
      counter.textContent = state.count ? positionLabel(say, state.ply, state.lastPly) : say("position.none");
      counter.dataset.short = state.count ? shortPositionLabel(say, state.ply, state.lastPly) : "–";
      [counter.dataset.widest, counter.dataset.widestShort] = widestLabels(say, state.lastPly);
      for (const part of steppers) part.hidden = !state.stepping;
      forecast.hidden = !state.forecastSwitch;
      forecast.setAttribute("aria-pressed", String(state.forecast));
      el.hidden = !state.stepping && forecast.hidden && undo.hidden && saves.el.hidden; // a puzzle: nothing to step
      const autoLabel = say(state.playing ? "control.pause" : "control.autoplay");
      auto.replaceChildren(icon(state.playing ? "pause" : "play"));
      auto.setAttribute("aria-label", autoLabel);
      auto.setAttribute("aria-pressed", String(state.playing));
      auto.title = say("control.key", { label: autoLabel, key: "Space" });
      if (shownMs !== state.autoplayMs) {
        shownMs = state.autoplayMs;
        const options = SPEEDS.some(([ms]) => ms === state.autoplayMs)
          ? SPEEDS
          : [...SPEEDS, [state.autoplayMs, "control.speed_custom"] as [number, MessageId]].sort((a, b) => b[0] - a[0]);
        speed.replaceChildren(
          ...options.map(([ms, name]) =>
            h("option", { value: ms, selected: ms === state.autoplayMs, title: say(name) }, seconds(ms)),
          ),
        );
        speed.value = String(state.autoplayMs);
      }
    },
  };
}
