// The harness's stand-ins for Python's answers (the model itself is the shared PageModel of
// clans_widget/static/standalone.js). They only echo what a scenario holds, written by
// make_scenarios.py from the real widget: no rule is decided here.

import { framesOf } from "../../clans_widget/static/widget.js";

// A sync intent is answered, a moment later as from a kernel, with every frame the model holds
// (its compact form, as Python sends them): the board is live from then on.
export function syncEcho(content, model) {
  if (content?.kind === "sync") setTimeout(() => model.receive({ kind: "frames", start: 0, frames: [...model.get("frames")] }), 0);
}

// A play intent the frame does not list as legal gets an `error`, the way Python would answer.
// The moves are looked up, never read: a listed move is legal; any other is the frame's
// `moves` pattern filled in with one of the hand's cards and a free seat, refused.
export function legalEcho(content, model) {
  if (content?.kind !== "play") return;
  const move = content.move;
  const frame = framesOf(model).all()[model.get("position")];
  const legal = frame?.legal;
  const fill = (pattern, card, seat) => (pattern ?? "").replace("{card}", card).replace("{seat}", seat);
  const forms = (card, t) => [fill(legal.moves?.move, card, t.seat), fill(legal.moves?.shield_move, card, t.seat)];
  const listed = Object.entries(legal?.cards ?? {}).some(([card, targets]) => targets.some((t) => forms(card, t).includes(move)));
  if (listed) return model.set("error", "");
  const free = (frame?.seats ?? []).filter((s) => s.card === null && !s.down).map((s) => s.seat);
  const asked = Object.keys(legal?.cards ?? {}).flatMap((card) => free.map((seat) => [card, seat])).find(([card, seat]) => fill(legal?.moves?.move, card, seat) === move);
  const why = asked ? `${asked[0]} matches no face-up card next to or opposite ${asked[1]}` : "it is not a move of this position";
  model.set("error", `Illegal move ${move}: ${why}.`);
}

// A preview intent is answered, a moment later as from a kernel, with the message Python sent
// for that move when the scenario was made (none when the scenario holds none for it).
export function previewEcho(previews) {
  return (content, model) => {
    if (content?.kind !== "preview") return;
    const answer = previews.find((m) => m.move === content.move);
    if (answer) setTimeout(() => model.receive(answer), 0);
  };
}

// A reasons intent is answered, a moment later as from a kernel, with the message Python sent
// for that card at the position shown when the scenario was made (none for another position).
export function reasonsEcho(answers) {
  return (content, model) => {
    if (content?.kind !== "reasons") return;
    const answer = answers.find((m) => m.card === content.card && m.line === model.get("line") && m.ply === model.get("position"));
    if (answer) setTimeout(() => model.receive(answer), 0);
  };
}
