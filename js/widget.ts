/** anywidget entry point of clans_widget: draws frames sent by Python, sends play/undo intents. */

import type { RenderProps } from "@anywidget/types";
import { ClansView } from "./app";
import type { Traits } from "./types";

/** Draws the widget into `el`; only `model` and `el` are used, so a page model (pagemodel.ts) works too. */
function render({ model, el }: Pick<RenderProps<Traits>, "model" | "el">): () => void {
  const view = new ClansView(model, el);
  return () => view.destroy();
}

export default { render };

/** The frame store of a model (the harness compares it with the frames Python holds). */
export { framesOf } from "./framestore";
