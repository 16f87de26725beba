/** anywidget entry point of clans_widget: draws frames sent by Python, sends play/undo intents. */

import type { RenderProps } from "@anywidget/types";
import { ClansView } from "./app";
import type { Traits } from "./types";

function render({ model, el }: RenderProps<Traits>): () => void {
  const view = new ClansView(model, el);
  return () => view.destroy();
}

export default { render };
