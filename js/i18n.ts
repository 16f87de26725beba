/**
 * The board's words in its language: the catalogues Python reads too
 * (clans_widget/i18n/catalogues), bundled, and the language a board speaks: the `lang` trait
 * when Python sets it, else the page's own (`<html lang>`, which JupyterLab and Notebook 7 set
 * from their language setting), else the browser's, else English.
 */

import deClans from "../clans_widget/i18n/catalogues/de/clans.json";
import deSchotten from "../clans_widget/i18n/catalogues/de/schotten.json";
import deShell from "../clans_widget/i18n/catalogues/de/shell.json";
import enClans from "../clans_widget/i18n/catalogues/en/clans.json";
import enSchotten from "../clans_widget/i18n/catalogues/en/schotten.json";
import enShell from "../clans_widget/i18n/catalogues/en/shell.json";
import frClans from "../clans_widget/i18n/catalogues/fr/clans.json";
import frSchotten from "../clans_widget/i18n/catalogues/fr/schotten.json";
import frShell from "../clans_widget/i18n/catalogues/fr/shell.json";

export const LANGUAGES = ["en", "fr", "de"] as const;
export type Lang = (typeof LANGUAGES)[number];
const en = { ...enShell, ...enClans, ...enSchotten };
export type MessageId = keyof typeof en;
type Text = string | { one: string; other: string };
export type Params = Record<string, string | number>;
/** A message in the board's language, its `{placeholders}` filled (`count` picks a plural form); `lang` is that language. */
export type Say = ((id: MessageId, params?: Params) => string) & { readonly lang: Lang };

// each part of a language's catalogue has every id of the English one (tsc checks it)
const CATALOGUES: Record<Lang, Record<MessageId, Text>> = {
  en,
  fr: { ...frShell, ...frClans, ...frSchotten },
  de: { ...deShell, ...deClans, ...deSchotten },
};
const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;
/** French elision before a name or seat that begins with a vowel: "de Ann" -> "d'Ann" (as clans_widget.i18n.elided). */
const ELISION = /\b([Dd]e|[Qq]ue) (?=[AEIOUYaeiouy\u00C0\u00C2\u00C8-\u00CA\u00CE\u00D4\u00E0\u00E2\u00E8-\u00EA\u00EE\u00F4])/g; // escaped: the bundle stays ASCII

/** What `lang`'s catalogue says, as clans_widget.i18n.say does. */
export function sayer(lang: Lang): Say {
  const texts = CATALOGUES[lang];
  const plural = new Intl.PluralRules(lang);
  const say = (id: MessageId, params: Params = {}): string => {
    const text = texts[id] ?? CATALOGUES.en[id] ?? id;
    const form = typeof text === "string" ? text : text[plural.select(Number(params.count ?? 0)) === "one" ? "one" : "other"];
    const said = form.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
    return lang === "fr" ? said.replace(ELISION, (_whole, word: string) => `${word.slice(0, -1)}'`) : said;
  };
  return Object.assign(say, { lang });
}

/** The catalogue's language a tag names ("fr-FR", "de_DE", "en"), or null. */
export function catalogueLanguage(tag: unknown): Lang | null {
  if (typeof tag !== "string") return null;
  const code = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(code ?? "") ? (code as Lang) : null;
}

/** The language a board speaks: `trait` (Python's `lang`) if set, else the page's, else the browser's, else English. */
export function boardLanguage(trait: unknown): Lang {
  const page = typeof document === "undefined" ? null : document.documentElement.lang;
  const browser = typeof navigator === "undefined" ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of [trait, page, ...browser]) {
    const found = catalogueLanguage(tag);
    if (found) return found;
  }
  return "en";
}
