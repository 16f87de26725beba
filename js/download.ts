/**
 * Saving from the widget: the "Save record" and "Save page" buttons, shown for what Python
 * offers this viewer (the `downloads` trait), and the file Python sends back in answer to a
 * `download` intent, handed to the browser as a download.
 */

import { h } from "./dom";
import type { MessageId, Say } from "./i18n";
import type { DownloadMessage } from "./types";

/** What each offered download's button says: its action, text, short text (the compact layout's), accessible name and tooltip. */
const BUTTONS: Record<string, [string, MessageId, MessageId, MessageId, MessageId]> = {
  record: ["save-record", "save.record", "save.record_short", "save.record_label", "save.record_title"],
  page: ["save-page", "save.page", "save.page_short", "save.page_label", "save.page_title"],
};

/** The download each save button's `data-action` asks Python for. */
export const SAVE_ACTIONS: Record<string, string> = { "save-record": "record", "save-page": "page" };

export interface SaveButtons {
  el: HTMLElement;
  /** Shows the buttons of the downloads offered (none: the group is hidden). */
  update(offered: readonly string[] | null | undefined): void;
}

/** The group of save buttons, in the order Python lists the downloads. */
export function buildSaveButtons(say: Say): SaveButtons {
  const el = h("span", { class: "cg-saves", role: "group", "aria-label": say("save.group"), hidden: true });
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
          const [action, text, short, label, title] = BUTTONS[what] ?? BUTTONS.record!;
          // the compact layout shows the short text after a download sign (layout.css)
          return h(
            "button",
            { type: "button", class: "cg-btn cg-save", "data-action": action, "aria-label": say(label), title: say(title) },
            h("span", { class: "cg-save-long" }, say(text)),
            h("span", { class: "cg-save-short" }, say(short)),
          );
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
