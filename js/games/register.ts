/** Registers every game's front end, once: the only module of js/games/ the shell imports. */

import { registerGame } from "../shell/registry";
import { clansPlugin } from "./clans/plugin";
import { schottenPlugin } from "./schotten/plugin";

registerGame("clans-and-glory", clansPlugin, { unnamedFrames: true }); // frames saved before frames named their game are Clans and Glory's
registerGame("schotten-totten", schottenPlugin);
