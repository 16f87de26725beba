/**
 * The proof under the pointer: pointing at a stone (or focusing it) asks Python to explain a
 * claim of it (an `explain` intent); Python answers `{kind: "explain", line, ply, stone, ...}`
 * (docs/frames.md). The answer is drawn over the board, never in its flow, so nothing moves: the
 * sentence in a box on the claimer's half, away from the stone, and the opponent's finish as
 * hypothetical cards on that side's empty slots. An answer for another stone or position is kept
 * for later and not drawn.
 */

import { h } from "../../dom";
import type { MessageId, Say } from "../../i18n";
import { isYou, playerName } from "../../players";
import { drawGhosts, bottomPlayer, proofCardName } from "./board";
import type { Frame, ProofCard, ProofMessage } from "./types";

/** True for Python's answer to an explain intent. */
export function isProofMessage(msg: unknown): msg is ProofMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, line, ply, stone, text, ghosts } = msg as Partial<ProofMessage>;
  return kind === "explain" && typeof line === "number" && typeof ply === "number" && typeof stone === "number" && typeof text === "string" && Array.isArray(ghosts);
}

const keyOf = (line: number, ply: number, stone: number): string => `${line}:${ply}:${stone}`;

function cards(say: Say, list: ProofCard[]): string {
  return list.length ? list.map((c) => proofCardName(say, c)).join(", ") : say("schotten.no_cards");
}

/** The proofs asked for and shown in one view. */
export class Proofs {
  private readonly answers = new Map<string, ProofMessage>();
  private wanted: string | null = null;
  private shown: Element[] = [];

  /** Forgets every answer (another game or line is shown: a position's key may mean another position). */
  forget(): void {
    this.answers.clear();
    this.wanted = null;
  }

  /** The pointer is on `stone` at `line`/`ply` (null: on none); true when Python should be asked. */
  want(at: { line: number; ply: number } | null, stone: number | null): boolean {
    this.wanted = at === null || stone === null ? null : keyOf(at.line, at.ply, stone);
    return this.wanted !== null && !this.answers.has(this.wanted);
  }

  /** Keeps Python's answer; true when it is the one wanted now. */
  receive(msg: ProofMessage): boolean {
    const key = keyOf(msg.line, msg.ply, msg.stone);
    this.answers.set(key, msg);
    return key === this.wanted;
  }

  /** Removes what is drawn. */
  hide(): void {
    for (const el of this.shown) el.remove();
    this.shown = [];
  }

  /** Draws the proof wanted, if it came, over the board in `board` (after hiding the last). */
  show(say: Say, board: Element, frame: Frame | undefined): void {
    this.hide();
    const proof = this.wanted === null ? undefined : this.answers.get(this.wanted);
    if (!proof || !frame) return;
    const layer = drawGhosts(say, board, frame, proof);
    if (layer) this.shown.push(layer);
    const box = proofBox(say, frame, proof, layer !== null);
    board.append(box);
    this.shown.push(box);
  }
}

/** What a claim's proof says of it: it holds and may be made now, it holds, it does not; to the player the board is drawn for, in the your form. */
const VERDICTS: Record<"now" | "holds" | "fails", [MessageId, MessageId]> = {
  now: ["schotten.proof_holds_now", "schotten.proof_holds_now_yours"],
  holds: ["schotten.proof_holds", "schotten.proof_holds_yours"],
  fails: ["schotten.proof_fails", "schotten.proof_fails_yours"],
};

function proofBox(say: Say, frame: Frame, proof: ProofMessage, ghosts: boolean): HTMLElement {
  const claimer = proof.player ?? null; // a Pyodide kernel sends None as undefined
  const low = claimer === null || claimer === bottomPlayer(frame);
  const side = proof.stone <= 5 ? "st-proof-right" : "st-proof-left";
  const owner = frame.stones.find((st) => st.stone === proof.stone)?.owner ?? null;
  const stone = proof.stone;
  let head: string;
  if (owner !== null) head = say("schotten.proof_claimed", { stone, name: playerName(frame, owner) });
  else if (claimer === null) head = say("schotten.proof_stone", { stone });
  else {
    const name = playerName(frame, claimer);
    const [theirs, yours] = VERDICTS[proof.holds ? (proof.allowed ? "now" : "holds") : "fails"];
    head = isYou(frame, claimer) ? say(yours, { stone }) : say(theirs, { stone, name });
  }
  const rows: HTMLElement[] = [h("p", { class: "st-proof-head" }, head), h("p", { class: "st-proof-text" }, proof.text)];
  if (ghosts && claimer !== null) {
    const rival = 1 - claimer;
    const shown = cards(say, proof.ghosts);
    const legend = !proof.holds
      ? say("schotten.proof_legend_beats", { cards: shown })
      : isYou(frame, rival)
        ? say("schotten.proof_legend_holds_yours", { cards: shown })
        : say("schotten.proof_legend_holds", { name: playerName(frame, rival), cards: shown });
    rows.push(h("p", { class: "st-proof-legend" }, legend));
  }
  return h("div", { class: `st-proof ${side} ${low ? "st-proof-low" : "st-proof-high"}`, role: "status", "data-proof": proof.stone }, ...rows);
}
