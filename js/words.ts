/** Numbers as the board's language writes them. */

import type { Lang } from "./i18n";

/** A share as a whole percentage, as `lang` writes it: "62%" in English, "62 %" in French and German. */
export function percent(share: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(share);
}
