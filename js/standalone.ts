/**
 * Entry of static/standalone.js: the widget with an in-page model, for pages with no kernel.
 * An exported replay holds this bundle, a `#clans-replay` element and a
 * `<script type="application/json" id="clans-replay-state">` with the traits; the bundle mounts
 * the widget there when it finds both (elsewhere, as in the harness, importing it draws nothing).
 */

import { PageModel } from "./pagemodel";
import type { Traits } from "./types";
import widget from "./widget";

export { PageModel, replayOnly, type PageModelOptions } from "./pagemodel";

const stateEl = document.getElementById("clans-replay-state");
const host = document.getElementById("clans-replay");
if (stateEl && host) widget.render({ model: new PageModel(JSON.parse(stateEl.textContent ?? "{}") as Traits), el: host });
