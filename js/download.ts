/**
 * Saving from the widget: the "Save record" and "Save page" buttons, shown for what Python
 * offers this viewer (the `downloads` trait), and the file Python sends back in answer to a
 * `download` intent, handed to the browser as a download.
 */

import { h } from "./dom";
import type { DownloadMessage } from "./types";

/** What each offered download's button says: its action, text, accessible name and tooltip. */
const BUTTONS: Record<string, [string, string, string, string]> = {
  record: ["save-record", "Save record", "Save record: the game's moves as JSON", "Download the moves, comments and variations as a JSON record"],
  page: ["save-page", "Save page", "Save page: a replay of this game as HTML", "Download a page that replays this game in any browser, with no notebook"],
};

/** The download each save button's `data-action` asks Python for. */
export const SAVE_ACTIONS: Record<string, string> = { "save-record": "record", "save-page": "page" };

export interface SaveButtons {
  el: HTMLElement;
  /** Shows the buttons of the downloads offered (none: the group is hidden). */
  update(offered: readonly string[] | null | undefined): void;
}

/** The group of save buttons, in the order Python lists the downloads. */
export function buildSaveButtons(): SaveButtons {
  const el = h("span", { class: "cg-saves", role: "group", "aria-label": "save this game", hidden: true });
  let shown = "";
  return {
    el,
    update(offered) {
      const list = (offered ?? []).filter((what) => what in BUTTONS);
      const key = list.join(",");
      if (key === shown) return;
      shown = key;
      el.hidden = list.length === 0;
      el.replaceChildren(
        ...list.map((what) => {
          const [action, text, label, title] = BUTTONS[what] ?? ["", "", "", ""];
          const [verb, noun] = text.split(" ");
          // the compact layout drops the verb for a download sign (layout.css)
          return h("button", { type: "button", class: "cg-btn cg-save", "data-action": action, "aria-label": label, title }, h("span", { class: "cg-save-verb" }, `${verb} `), noun);
        }),
      );
    },
  };
}

/** True for Python's answer to a `download` intent. */
export function isDownloadMessage(msg: unknown): msg is DownloadMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, name, mime, text } = msg as Partial<DownloadMessage>;
  return kind === "download" && typeof name === "string" && typeof mime === "string" && typeof text === "string";
}

/** Hands the file to the browser: a Blob behind an object URL, clicked through a hidden `<a download>` inside `host`. */
export function saveFile(file: DownloadMessage, host: HTMLElement): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mime }));
  const link = h("a", { href: url, download: file.name, hidden: true });
  host.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000); // the browser has read it by then
}
