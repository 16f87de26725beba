// A stand-in for the anywidget model: get/set/on/off/save_changes/send, enough to run the widget
// without a kernel. Intents are logged; a play intent that is not in the frame's legal list gets an
// `error`, the way Python would answer (the harness only echoes what the frame says is legal).

export class FakeModel {
  constructor(state, log) {
    this.state = { ...state };
    this.handlers = new Map();
    this.log = log;
    this.sent = [];
  }

  get(name) {
    return this.state[name];
  }

  set(name, value) {
    if (this.state[name] === value) return;
    this.state[name] = value;
    for (const fn of [...(this.handlers.get(`change:${name}`) ?? [])]) fn();
  }

  on(event, fn) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(fn);
  }

  off(event, fn) {
    if (!event) return this.handlers.clear();
    if (!fn) return this.handlers.delete(event);
    this.handlers.get(event)?.delete(fn);
  }

  listenerCount() {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  save_changes() {
    this.log(`save_changes: position=${this.state.position} autoplay_ms=${this.state.autoplay_ms} error=${JSON.stringify(this.state.error)}`);
  }

  send(content) {
    this.sent.push(content);
    this.log(`send: ${JSON.stringify(content)}`);
    if (content.kind === "play") this.answer(content.move);
  }

  answer(move) {
    const frame = this.state.frames[this.state.position];
    const legal = frame?.legal;
    const body = move.replace(/^~/, "").replace(/\+$/, "");
    const [card, seat] = body.split("@");
    const listed = legal?.cards?.[card] ?? [];
    const free = frame?.seats.some((s) => s.seat === seat && s.card === null && !s.down);
    const ok = legal && (legal.face_down ? free && move.startsWith("~") : listed.some((t) => t.seat === seat));
    this.set("error", ok ? "" : `Illegal move ${move}: ${card} matches no face-up card next to or opposite ${seat}.`);
  }
}
