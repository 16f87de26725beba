/**
 * Fitting the widget to the space it has. The board is one SVG scaled to the widget's width, so
 * its text would shrink with it; `--cg-unit` (board units per CSS pixel) lets layout.css give
 * board text a least size in CSS pixels, which follows the browser's zoom. `--cg-aspect` (the
 * board's width over its height) lets it cap the board's height by narrowing board and forecast
 * together, so the forecast stays under its tiles; `--cg-board-units` (its width in board units)
 * gives the board a least width, so that seats too follow the zoom (the board scrolls sideways
 * in a narrow widget). The root's
 * `data-size` is the `size` trait ("normal" or "large": projector-sized text), and its
 * `data-layout` is "compact" (board across the top, the hand beside the move list) when the size
 * is large or the window is wide and short, and the widget is wide enough for two columns.
 */

/** The sizes the `size` trait takes; anything else draws as "normal". */
export type Size = "normal" | "large";

/** A window this short (and wider than tall) gets the compact layout at every size. */
const SHORT_WINDOW = "(orientation: landscape) and (max-height: 720px)";
/** Below this width (CSS px, border included) the widget keeps its one-column layout. */
const TWO_COLUMNS = 560;

/** Watches the widget's width, the window's shape and the board's scale; `stop()` removes every watcher. */
export class Layout {
  private size: Size = "normal";
  private width = 0;
  private viewBox = ""; // the drawn board's, to notice a board of another size
  private readonly shortWindow = window.matchMedia?.(SHORT_WINDOW);
  private frame: number | undefined;
  private readonly observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === this.root) this.width = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
    }
    this.soon(); // not here: a layout changed inside this callback is a ResizeObserver loop
  });
  private readonly onWindow = (): void => this.apply();

  constructor(
    private readonly root: HTMLElement,
    private readonly boardWrap: HTMLElement,
  ) {
    this.observer.observe(root);
    this.observer.observe(boardWrap);
    this.shortWindow?.addEventListener("change", this.onWindow);
    this.apply();
  }

  /** After a draw: the size asked for, and the board's scale if a board of another size was drawn. */
  update(size: unknown): void {
    this.size = size === "large" ? "large" : "normal";
    if (!this.width) this.width = this.root.offsetWidth; // the first draw: laid out at once
    this.apply();
    const viewBox = this.board()?.getAttribute("viewBox") ?? "";
    if (viewBox !== this.viewBox) {
      this.viewBox = viewBox;
      const [, , width, height] = viewBox.split(" ").map(Number);
      if (width && height) {
        this.boardWrap.style.setProperty("--cg-aspect", (width / height).toFixed(3));
        this.boardWrap.style.setProperty("--cg-board-units", String(width));
      }
      this.soon(); // measured once laid out, not while drawing
    }
  }

  stop(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.observer.disconnect();
    this.shortWindow?.removeEventListener("change", this.onWindow);
  }

  private board(): SVGSVGElement | null {
    return this.boardWrap.querySelector<SVGSVGElement>("svg.cg-board");
  }

  /** Applies the layout and measures the board on the next animation frame. */
  private soon(): void {
    if (this.frame !== undefined) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = undefined;
      this.apply();
      this.measureBoard();
    });
  }

  private apply(): void {
    const compact = (this.size === "large" || Boolean(this.shortWindow?.matches)) && this.width >= TWO_COLUMNS;
    const layout = compact ? "compact" : "stacked";
    if (this.root.dataset.size !== this.size) this.root.dataset.size = this.size;
    if (this.root.dataset.layout !== layout) this.root.dataset.layout = layout;
  }

  /** Sets `--cg-unit` on the board's wrap: board units per CSS pixel, as the SVG is drawn now. */
  private measureBoard(): void {
    const svg = this.board();
    const box = svg?.viewBox.baseVal;
    if (!svg || !box || !box.width || !box.height || !svg.clientWidth) return;
    const scale = Math.min(svg.clientWidth / box.width, svg.clientHeight / box.height); // preserveAspectRatio "meet"
    const unit = (1 / scale).toFixed(3);
    if (this.boardWrap.style.getPropertyValue("--cg-unit") !== unit) this.boardWrap.style.setProperty("--cg-unit", unit);
  }
}
