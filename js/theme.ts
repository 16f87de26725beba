/**
 * Dark pages: JupyterLab's dark theme, and pages without its theme variables (marimo, VS Code,
 * Colab, an exported page), where the widget's colours fall back to a dark palette. Where
 * `--jp-*` variables exist they win over both fallbacks; the few colours of the widget's own
 * (hint and review marks) follow `cg-dark-page` everywhere.
 */

const DARK_MARKS = ["dark-theme", "dark", "theme-dark", "vscode-dark"];

/** True when the page around `el` is dark: JupyterLab's dark theme, a dark theme mark on an ancestor (or the shadow host's), `color-scheme: dark`, or the browser's dark preference. */
export function pageIsDark(el: Element): boolean {
  if (document.body?.dataset.jpThemeLight === "false") return true; // JupyterLab's dark theme
  const root = el.getRootNode();
  const start = root instanceof ShadowRoot ? root.host : el;
  for (let node: Element | null = start; node; node = node.parentElement) {
    if (node.getAttribute("data-theme") === "dark" || DARK_MARKS.some((mark) => node?.classList.contains(mark))) return true;
  }
  const scheme = getComputedStyle(document.body ?? document.documentElement).colorScheme;
  if (/\bdark\b/.test(scheme) && !/\blight\b/.test(scheme)) return true;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

/** Keeps the class `cg-dark-page` on `root` while the page is dark; returns the function that stops watching. */
export function followPageTheme(root: HTMLElement): () => void {
  const update = (): void => {
    root.classList.toggle("cg-dark-page", pageIsDark(root));
  };
  const query = window.matchMedia?.("(prefers-color-scheme: dark)");
  query?.addEventListener("change", update);
  const observer = new MutationObserver(update);
  for (const node of [document.documentElement, document.body]) {
    if (node) observer.observe(node, { attributes: true, attributeFilter: ["class", "data-theme", "style", "data-jp-theme-light"] });
  }
  requestAnimationFrame(update); // once the widget is in the page (a shadow root's host is known then)
  update();
  return () => {
    query?.removeEventListener("change", update);
    observer.disconnect();
  };
}
