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
export function legalEcho(content, model) {
  if (content?.kind !== "play") return;
  const move = content.move;
  const frame = framesOf(model).all()[model.get("position")];
  const legal = frame?.legal;
  const body = move.replace(/^~/, "").replace(/\+$/, "");
  const [card, seat] = body.split("@");
  const listed = legal?.cards?.[card] ?? [];
  const free = frame?.seats.some((s) => s.seat === seat && s.card === null && !s.down);
  const ok = legal && (legal.face_down ? free && move.startsWith("~") : listed.some((t) => t.seat === seat));
  model.set("error", ok ? "" : `Illegal move ${move}: ${card} matches no face-up card next to or opposite ${seat}.`);
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
