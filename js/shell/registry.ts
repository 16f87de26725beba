/**
 * The games the front end draws, by their record format (a frame's `game`). Each game
 * registers its plug-in once (js/games/register.ts); the shell asks `pluginFor(frame.game)`.
 */

import type { GamePlugin } from "./plugin";

const plugins = new Map<string, GamePlugin>();
let unnamed: string | null = null;

/**
 * Registers `plugin` for the record format `format`. `unnamedFrames`: it draws frames that name
 * no game too (frames saved before frames named their game: Clans and Glory, the only game then).
 */
export function registerGame(format: string, plugin: GamePlugin, options: { unnamedFrames?: boolean } = {}): void {
  if (plugins.has(format) && plugins.get(format) !== plugin) throw new Error(`the game "${format}" is registered already`);
  plugins.set(format, plugin);
  if (options.unnamedFrames) unnamed = format;
}

/** The formats registered, in order. */
export function registeredGames(): string[] {
  return [...plugins.keys()];
}

/** The plug-in drawing frames of `game` (a frame with no `game` is drawn by the one registered for unnamed frames). */
export function pluginFor(game: string | undefined): GamePlugin {
  const format = game ?? unnamed;
  const plugin = format === null ? undefined : plugins.get(format);
  if (plugin) return plugin;
  const known = registeredGames().join(", ") || "none";
  throw new Error(`This front end draws no game "${format ?? "(unnamed)"}"; it knows: ${known}.`);
}
