/**
 * The stack forecast: under each tile, who would take each of its rank groups if the game ended
 * now ("3s → Ann · 4s → Ben · 6s → nobody"), read only from Python's `score.tiles` groups and
 * the players' names; and, while a move is chosen, the change that move would make.
 */

import { tileSpans } from "./board";
import { h } from "./dom";
import { playerName } from "./players";
import type { Frame, TileScore } from "./types";

/** What a chosen move would make of one tile, as Python's preview answered. */
export interface ForecastPreview {
  tile: string;
  /** "after 3g", "after 3g + shield". */
  label: string;
  /** Which of Python's two forecasts is shown. */
  form: "plain" | "shield";
  score: TileScore;
}

/** "3s → Ann", "6s → nobody", one per rank group of the tile, lowest first (a taker of null, or undefined from a Pyodide kernel, is nobody). */
function groupTexts(frame: Frame, tile: TileScore | undefined): string[] {
  return (tile?.groups ?? []).map((g) => `${g.rank}s → ${g.taker == null ? "nobody" : playerName(frame, g.taker)}`);
}

/** "3s → Ann · 4s → Ben · 6s → nobody"; "" for a tile with no face-up card. */
export function forecastText(frame: Frame, tile: TileScore | undefined): string {
  return groupTexts(frame, tile).join(" · ");
}

/** The groups as nodes that wrap only between groups. */
function groupNodes(frame: Frame, tile: TileScore | undefined): (Node | string)[] {
  return groupTexts(frame, tile).flatMap((text, i) => [...(i ? [" · "] : []), h("span", { class: "cg-fc-group" }, text)]);
}

/** One cell per tile, each under its tile, holding the element `data-forecast="<tile>"`. */
export function drawForecast(frame: Frame, preview: ForecastPreview | null): HTMLElement {
  const row = h("div", {
    class: "cg-forecast",
    role: "list",
    "aria-label": "stack forecast: who would take each rank group if the game ended now",
  });
  let right = 0;
  for (const span of tileSpans(frame.tiles)) {
    const shown = preview?.tile === span.tile ? preview : null;
    const tile = frame.score?.tiles.find((t) => t.tile === span.tile);
    const now = forecastText(frame, tile);
    const text = shown ? [h("strong", {}, `${shown.label}: `), ...groupNodes(frame, shown.score)] : groupNodes(frame, tile);
    const cell = h(
      "div",
      {
        class: "cg-fc-cell",
        role: "listitem",
        style: `margin-left: ${((span.left - right) * 100).toFixed(3)}%; width: ${(span.width * 100).toFixed(3)}%`,
      },
      h("span", { class: "cg-sr" }, `tile ${span.tile}: `),
      h(
        "span",
        {
          class: shown ? "cg-fc cg-fc-preview" : "cg-fc",
          "data-forecast": span.tile,
          "data-preview": shown ? "true" : null,
          "data-preview-form": shown?.form ?? null,
          title: shown && now ? `now: ${now}` : null,
        },
        ...text,
      ),
    );
    right = span.left + span.width;
    row.append(cell);
  }
  return row;
}
