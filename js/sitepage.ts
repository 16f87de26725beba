/**
 * Entry of static/sitepage.js: the boards of a tutorial page on the static site (scripts/docs.sh),
 * with no kernel. Each board is a `.clans-board` element holding a
 * `<script type="application/json">` with the traits the notebook saved; every one is drawn
 * with an in-page model, so a replay steps and the rest says it needs a notebook.
 */

import { PageModel } from "./pagemodel";
import type { Traits } from "./types";
import widget from "./widget";

for (const host of document.querySelectorAll<HTMLElement>(".clans-board")) {
  const data = host.querySelector('script[type="application/json"]');
  if (!data) continue;
  widget.render({ model: new PageModel(JSON.parse(data.textContent ?? "{}") as Traits), el: host });
}
