/**
 * Starts a producer (a model call) that may only be heard once a hold (the credit hold) is granted.
 *
 * - `concurrently`: the producer starts now and the hold is asked for on the next turn of the
 *   event loop, so the producer's request goes out first and the hold's round trip is not on the
 *   way to its first output. What it emits before `output` is called is kept and passed on then.
 *   If the hold is refused, the producer is aborted (with the hold's error as the reason) and
 *   nothing it emitted is ever passed on.
 * - otherwise the hold comes first and the producer starts only once it is granted.
 *
 * The producer is also aborted when `signal` is. No promise made here is left to reject unheard:
 * `held` is observed internally, and the producer's result is observed until `output` is called.
 */
export type HoldingStart<Hold, Piece, Result> = {
  /** Resolves with the hold once granted; rejects with the hold's error (producer aborted). */
  held: Promise<Hold>;
  /**
   * Passes the producer's pieces to `sink` (those emitted so far at once, in order), and resolves
   * with its result or rejects with its error. Waits for `held` first (rejects if it is refused).
   */
  output(sink: (piece: Piece) => void): Promise<Result>;
};

export function startWhileHolding<Hold, Piece, Result>(options: {
  concurrently: boolean;
  hold: () => Promise<Hold>;
  produce: (signal: AbortSignal, emit: (piece: Piece) => void) => Promise<Result>;
  signal: AbortSignal;
}): HoldingStart<Hold, Piece, Result> {
  const refused = new AbortController();
  const early: Piece[] = [];
  let sink: ((piece: Piece) => void) | undefined;
  const emit = (piece: Piece) => (sink ? sink(piece) : early.push(piece));
  const produce = () => options.produce(AbortSignal.any([options.signal, refused.signal]), emit);

  let held: Promise<Hold>;
  let result: Promise<Result>;
  if (options.concurrently) {
    result = produce();
    held = new Promise<void>((resolve) => setImmediate(resolve)).then(() => options.hold());
  } else {
    held = options.hold();
    result = held.then(() => produce());
  }
  held.catch((error: unknown) => {
    early.length = 0;
    refused.abort(error);
  });
  result.catch(() => {}); // observed by output(); when the hold is refused nobody asks for it

  return {
    held,
    async output(onPiece) {
      await held;
      for (const piece of early.splice(0)) onPiece(piece);
      sink = onPiece;
      return await result;
    },
  };
}
