/**
 * The forecast preview of a chosen move: the front end asks Python with a `preview` intent
 * and shows the answer (`{kind: "preview", move, tile, plain, shield}`) only while that same
 * move is still chosen; an answer for another move is stale and ignored.
 */

import type { ForecastPreview } from "./forecast";
import type { PreviewMessage } from "./types";

/** True for Python's answer to a preview intent. */
export function isPreviewMessage(msg: unknown): msg is PreviewMessage {
  if (typeof msg !== "object" || msg === null) return false;
  const { kind, move, tile, plain, labels } = msg as Partial<PreviewMessage>;
  return kind === "preview" && typeof move === "string" && typeof tile === "string" && typeof plain === "object" && plain !== null && typeof labels?.plain === "string";
}

/** The move whose preview is wanted, Python's answer for it, and which form to show. */
export class Preview {
  private wanted: string | null = null;
  private answer: PreviewMessage | null = null;
  /** Show the form with a shield (the pointer or focus is on "Place + shield"). */
  shield = false;

  /** Sets the chosen move (Python's move for the chosen card and seat, without a shield; or null); true when Python should be asked for it. */
  want(move: string | null): boolean {
    if (move === this.wanted) return false;
    this.wanted = move;
    this.answer = null;
    this.shield = false;
    return move !== null;
  }

  /** Takes Python's answer; true when it is for the move chosen (a stale one changes nothing). */
  receive(msg: PreviewMessage): boolean {
    if (msg.move !== this.wanted) return false;
    this.answer = msg;
    return true;
  }

  /** Both forms of the chosen move's forecast and the one to show, or null while there is no answer for it. */
  shown(): ForecastPreview | null {
    const answer = this.answer;
    if (!answer) return null;
    return {
      tile: answer.tile,
      plain: { label: answer.labels.plain, score: answer.plain },
      shield: answer.shield ? { label: answer.labels.shield, score: answer.shield } : null,
      form: this.shield && answer.shield ? "shield" : "plain",
    };
  }
}
