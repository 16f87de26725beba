// The harness's stand-in for Python's answer to a play intent (the model itself is the shared
// PageModel of clans_widget/static/standalone.js): a move the frame does not list as legal gets
// an `error`, the way Python would answer. It only echoes what the frame says is legal.

export function legalEcho(content, model) {
  if (content?.kind !== "play") return;
  const move = content.move;
  const frame = model.get("frames")[model.get("position")];
  const legal = frame?.legal;
  const body = move.replace(/^~/, "").replace(/\+$/, "");
  const [card, seat] = body.split("@");
  const listed = legal?.cards?.[card] ?? [];
  const free = frame?.seats.some((s) => s.seat === seat && s.card === null && !s.down);
  const ok = legal && (legal.face_down ? free && move.startsWith("~") : listed.some((t) => t.seat === seat));
  model.set("error", ok ? "" : `Illegal move ${move}: ${card} matches no face-up card next to or opposite ${seat}.`);
}
