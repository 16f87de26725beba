/**
 * The stack forecast: under each tile, who would take each of its rank groups if the game ended
 * now ("3s → Ann · 4s → Ben · 6s → nobody"), read only from Python's `score.tiles` groups and
 * the players' names; and, while a move is chosen, the change that move would make.
 */

import { tileSpans } from "./board";
import { h } from "../../dom";
import type { Say } from "../../i18n";
import { playerName } from "../../players";
import type { Frame, TileScore } from "./types";

/** One form of a chosen move's preview: its label ("after 3g", "after 3g + shield") and Python's forecast for it. */
export interface PreviewForm {
  label: string;
  score: TileScore;
}

/** What a chosen move would make of one tile, as Python's preview answered: both forms, and which is shown. */
export interface ForecastPreview {
  tile: string;
  plain: PreviewForm;
  /** Null when the player has no shield left. */
  shield: PreviewForm | null;
  /** Which of Python's two forecasts is shown. */
  form: "plain" | "shield";
}

/** "3s → Ann", "6s → nobody", one per rank group of the tile, lowest first (a taker of null, or undefined from a Pyodide kernel, is nobody). */
function groupTexts(say: Say, frame: Frame, tile: TileScore | undefined): string[] {
  return (tile?.groups ?? []).map((g) => say("clans.group_to", { rank: g.rank, taker: g.taker == null ? say("clans.nobody") : playerName(frame, g.taker) }));
}

/** "3s → Ann · 4s → Ben · 6s → nobody"; "" for a tile with no face-up card. */
export function forecastText(say: Say, frame: Frame, tile: TileScore | undefined): string {
  return groupTexts(say, frame, tile).join(" · ");
}

/** The groups as nodes that wrap only between groups. */
function groupNodes(say: Say, frame: Frame, tile: TileScore | undefined): (Node | string)[] {
  return groupTexts(say, frame, tile).flatMap((text, i) => [...(i ? [" · "] : []), h("span", { class: "cg-fc-group" }, text)]);
}

/**
 * Marks which form of the preview is shown (`"plain"` or `"shield"`, the plain one when there is no
 * shield form). Both forms are drawn, stacked in one place, so the preview keeps the room of the
 * larger: showing the other one moves nothing (the pointer resting on "Place + shield" switches
 * them). The shown one carries `data-forecast`, `data-preview` and `data-preview-form`.
 */
export function showPreviewForm(row: HTMLElement, form: "plain" | "shield"): void {
  const forms = [...row.querySelectorAll<HTMLElement>(".cg-fc-form")];
  const wanted = forms.some((el) => el.dataset.form === form) ? form : "plain";
  for (const el of forms) {
    const shown = el.dataset.form === wanted;
    el.classList.toggle("cg-fc-unshown", !shown);
    el.toggleAttribute("aria-hidden", !shown);
    const tile = el.dataset.fcTile ?? "";
    if (shown) {
      el.setAttribute("data-forecast", tile);
      el.setAttribute("data-preview", "true");
      el.setAttribute("data-preview-form", wanted);
      if (el.dataset.nowTitle) el.title = el.dataset.nowTitle;
    } else {
      for (const name of ["data-forecast", "data-preview", "data-preview-form", "title"]) el.removeAttribute(name);
    }
  }
}

/** The preview's forms of one tile, stacked in one place (see `showPreviewForm`). */
function previewStack(say: Say, frame: Frame, preview: ForecastPreview, now: string): HTMLElement {
  const forms: ["plain" | "shield", PreviewForm][] = [["plain", preview.plain]];
  if (preview.shield) forms.push(["shield", preview.shield]);
  return h(
    "span",
    { class: "cg-fc-stack" },
    ...forms.map(([form, shown]) =>
      h(
        "span",
        { class: "cg-fc cg-fc-preview cg-fc-form", "data-form": form, "data-fc-tile": preview.tile, "data-now": now || null, "data-now-title": now ? say("clans.now", { text: now }) : null },
        h("strong", {}, `${say("label.colon", { label: shown.label })} `),
        ...groupNodes(say, frame, shown.score),
      ),
    ),
  );
}

/** One cell per tile, each under its tile, holding the element `data-forecast="<tile>"`. */
export function drawForecast(say: Say, frame: Frame, preview: ForecastPreview | null): HTMLElement {
  const row = h("div", {
    class: "cg-forecast",
    role: "list",
    "aria-label": say("clans.forecast_label"),
  });
  let right = 0;
  for (const span of tileSpans(frame.tiles)) {
    const tile = frame.score?.tiles.find((t) => t.tile === span.tile);
    const shown =
      preview?.tile === span.tile
        ? previewStack(say, frame, preview, forecastText(say, frame, tile))
        : h("span", { class: "cg-fc", "data-forecast": span.tile }, ...groupNodes(say, frame, tile));
    const cell = h(
      "div",
      {
        class: "cg-fc-cell",
        role: "listitem",
        style: `margin-left: ${((span.left - right) * 100).toFixed(3)}%; width: ${(span.width * 100).toFixed(3)}%`,
      },
      h("span", { class: "cg-sr" }, `${say("clans.tile_label", { tile: span.tile })}: `),
      shown,
    );
    right = span.left + span.width;
    row.append(cell);
  }
  if (preview) showPreviewForm(row, preview.form);
  return row;
}
