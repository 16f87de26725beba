/** Tiny helpers to build HTML and SVG elements. */

const SVG_NS = "http://www.w3.org/2000/svg";

type Attrs = Record<string, string | number | boolean | null | undefined>;

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
}

/** An HTML element with attributes and children (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  for (const child of children) if (child !== null) el.append(child);
  return el;
}

/** An SVG element with attributes and children (strings become text). */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  for (const child of children) if (child !== null) el.append(child);
  return el;
}

/** A standalone <svg> sized by CSS, drawing the box 0 0 width height. */
export function svgBox(width: number, height: number, attrs: Attrs = {}): SVGSVGElement {
  return s("svg", {
    viewBox: `0 0 ${width} ${height}`,
    "aria-hidden": "true",
    focusable: "false",
    ...attrs,
  });
}

/** The element that has focus in `el`'s document or shadow root (marimo draws widgets in a shadow root, where `document.activeElement` is only the host). */
export function activeIn(el: Node): Element | null {
  const root = el.getRootNode();
  return root instanceof Document || root instanceof ShadowRoot ? root.activeElement : document.activeElement;
}
