/**
 * The `_esm` of each board: imports the front end's code once per notebook from the holder
 * widget the board's `_code` names (clans_widget/frontcode.py), and hands over to it.
 */

import type { AnyModel, Initialize, InitializeProps, Render, RenderProps } from "@anywidget/types";

type WidgetDef = { initialize?: Initialize; render?: Render };

const PREFIX = "IPY_MODEL_";
const loaded = new Map<string, Promise<WidgetDef>>();

/** The code the board's `_code` names, imported once per holder from a Blob URL. */
function code(model: AnyModel): Promise<WidgetDef> {
  const ref: unknown = model.get("_code");
  if (typeof ref !== "string" || !ref.startsWith(PREFIX)) {
    return Promise.reject(new Error(`the board names no front-end code (_code is ${JSON.stringify(ref)})`));
  }
  const id = ref.slice(PREFIX.length);
  let widget = loaded.get(id);
  if (widget === undefined) {
    widget = model.widget_manager.get_model<{ code: string }>(id).then(async (holder) => {
      const url = URL.createObjectURL(new Blob([holder.get("code")], { type: "text/javascript" }));
      try {
        return ((await import(/* @vite-ignore */ url)) as { default: WidgetDef }).default;
      } finally {
        URL.revokeObjectURL(url);
      }
    });
    widget.catch(() => loaded.delete(id));
    loaded.set(id, widget);
  }
  return widget;
}

/** The code's `initialize`, if it has one; a failure to load is told by `render`. */
async function initialize(props: InitializeProps): Promise<unknown> {
  const widget = await code(props.model).catch(() => undefined);
  return widget?.initialize?.(props);
}

/** The code's `render`; if the code cannot be loaded, says so in the board's place. */
async function render(props: RenderProps): Promise<unknown> {
  try {
    return await (await code(props.model)).render?.(props);
  } catch (error) {
    props.el.textContent = `The clans_widget front end could not load: ${String(error)}`;
    throw error;
  }
}

export default { initialize, render };
