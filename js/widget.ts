/** anywidget entry point of clans_widget: draws frames sent by Python, sends play/undo intents. */

import type { RenderProps } from "@anywidget/types";
import { ClansView } from "./app";
import type { Traits } from "./types";

/** Draws the widget into `el`; only `model` and `el` are used, so a page model (pagemodel.ts) works too. A new `lang` draws it again in that language. */
function render({ model, el }: Pick<RenderProps<Traits>, "model" | "el">): () => void {
  let view = new ClansView(model, el);
  const redraw = (): void => {
    view.destroy();
    view = new ClansView(model, el);
  };
  model.on("change:lang", redraw);
  return () => {
    model.off("change:lang", redraw);
    view.destroy();
  };
}

export default { render };

/** The frame store of a model (the harness compares it with the frames Python holds). */
export { framesOf } from "./framestore";
