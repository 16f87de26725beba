/** Tiny helpers to build HTML and SVG elements. */

const SVG_NS = "http://www.w3.org/2000/svg";

/** Attributes as `h` and `s` take them: `null`, `undefined` and `false` leave one out, `true` is empty. */
export type Attrs = Record<string, string | number | boolean | null | undefined>;

function shown(attrs: Attrs): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    out.push([name, value === true ? "" : String(value)]);
  }
  return out;
}

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of shown(attrs)) el.setAttribute(name, value);
}

/** Makes `el`'s attributes exactly `attrs`, touching only those that change (a new one goes last: the order means nothing). */
export function patchAttrs(el: Element, attrs: Attrs): void {
  const want = new Map(shown(attrs));
  for (const name of el.getAttributeNames()) if (!want.has(name)) el.removeAttribute(name);
  for (const [name, value] of want) if (el.getAttribute(name) !== value) el.setAttribute(name, value);
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

const drawnFrom = new WeakMap<Element, string>();

/**
 * One child to draw: the key of everything its content is drawn from, how to draw it, and
 * optionally how to bring a kept child's own attributes up to date (what the key leaves out).
 */
export type Part = readonly [key: string, draw: () => Element, update?: (el: Element) => void];

/**
 * Makes `parent`'s element children the given parts, in order. A child drawn last time from
 * the same key stays (moved if it must, its attributes updated if the part says how), only the
 * others are drawn: a redraw then touches only what changed, so the page lays out again only
 * that and the focus stays on an element that stayed. Each part's key must name everything its
 * element shows that its update does not set.
 */
export function patchChildren(parent: Element, parts: readonly Part[]): void {
  const kept = new Map<string, Element>();
  for (const child of parent.children) {
    const key = drawnFrom.get(child);
    if (key !== undefined && !kept.has(key)) kept.set(key, child);
  }
  parts.forEach(([key, draw, update], i) => {
    let el = kept.get(key);
    if (el) {
      kept.delete(key);
      update?.(el);
    } else {
      el = draw();
      drawnFrom.set(el, key);
    }
    const here = parent.children[i] ?? null;
    if (here !== el) parent.insertBefore(el, here);
  });
  while (parent.children.length > parts.length) parent.lastElementChild?.remove();
}


const drawnWith = new WeakMap<Element, readonly unknown[]>();

/**
 * Fills `box` with `draw()` unless it was last filled from the same `inputs` (each compared by
 * identity): a redraw that changed none of them keeps its nodes, and one that did keeps those
 * that are the same (`morph`): new nodes cost the page a layout, changed text far less.
 */
export function fillFrom(box: Element, inputs: readonly unknown[], draw: () => Node): void {
  const last = drawnWith.get(box);
  if (last && last.length === inputs.length && last.every((input, i) => input === inputs[i]) && box.firstChild) return;
  drawnWith.set(box, inputs);
  const want = draw();
  const have = box.firstChild;
  if (box.childNodes.length === 1 && have instanceof Element && want instanceof Element && have.tagName === want.tagName) morph(have, want);
  else box.replaceChildren(want);
}

/** Makes `el` the same as `want` (an element of the same tag, drawn anew), keeping each node whose kind and tag match in order: attributes and text are changed in place, other nodes replaced. For nodes with no listeners of their own. */
export function morph(el: Element, want: Element): void {
  const attrs: Attrs = {};
  for (const { name, value } of want.attributes) attrs[name] = value;
  patchAttrs(el, attrs);
  const have = [...el.childNodes];
  const next = [...want.childNodes];
  next.forEach((node, i) => {
    const old = have[i];
    if (old === undefined) el.append(node);
    else if (old instanceof Element && node instanceof Element && old.tagName === node.tagName) morph(old, node);
    else if (old.nodeType === Node.TEXT_NODE && node.nodeType === Node.TEXT_NODE) {
      if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
    } else el.replaceChild(node, old);
  });
  while (el.childNodes.length > next.length) el.lastChild?.remove();
}
