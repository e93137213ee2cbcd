import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startWhileHolding } from "./start-while-holding.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** One turn of the event loop: lets setImmediate callbacks and pending rejections run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A fake hold and a fake producer that the test drives, logging what is asked of them. */
function setUp(concurrently: boolean) {
  const log: string[] = [];
  const hold = deferred<string>();
  const produced = deferred<string>();
  const producerStarted = deferred<void>();
  const controller = new AbortController();
  let producerSignal: AbortSignal | undefined;
  let emit: ((piece: string) => void) | undefined;
  const heard: string[] = [];
  const run = startWhileHolding<string, string, string>({
    concurrently,
    signal: controller.signal,
    hold: () => {
      log.push("hold");
      return hold.promise;
    },
    produce: (signal, emitPiece) => {
      log.push("produce");
      producerSignal = signal;
      emit = emitPiece;
      // Like a model call: an abort ends it with the signal's reason.
      signal.addEventListener("abort", () => produced.reject(signal.reason), { once: true });
      producerStarted.resolve();
      return produced.promise;
    },
  });
  return {
    run,
    log,
    hold,
    produced,
    producerStarted: producerStarted.promise,
    controller,
    heard,
    sink: (piece: string) => heard.push(piece),
    signal: () => producerSignal,
    emit: (piece: string) => {
      if (!emit) throw new Error("the producer has not started");
      emit(piece);
    },
  };
}

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on("unhandledRejection", onUnhandled);
});
afterEach(async () => {
  await turn();
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

describe("the hold first (the balance as last seen is short)", () => {
  it("starts the producer only once the hold is granted, then passes on its pieces", async () => {
    const t = setUp(false);
    expect(t.log).toEqual(["hold"]);
    await turn();
    expect(t.log).toEqual(["hold"]);

    t.hold.resolve("hold-1");
    await expect(t.run.held).resolves.toBe("hold-1");
    await t.producerStarted;
    expect(t.log).toEqual(["hold", "produce"]);
    const output = t.run.output(t.sink);
    t.emit("a");
    t.emit("b");
    t.produced.resolve("ab");
    await expect(output).resolves.toBe("ab");
    expect(t.heard).toEqual(["a", "b"]);
  });

  it("never starts the producer when the hold is refused", async () => {
    const t = setUp(false);
    const refusal = new Error("402: balance too low");
    t.hold.reject(refusal);
    await expect(t.run.held).rejects.toBe(refusal);
    await expect(t.run.output(t.sink)).rejects.toBe(refusal);
    await turn();
    expect(t.log).toEqual(["hold"]);
    expect(t.heard).toEqual([]);
  });
});

describe("the producer and the hold together (the balance as last seen covers the cost)", () => {
  it("starts the producer first and asks for the hold on the next turn", async () => {
    const t = setUp(true);
    expect(t.log).toEqual(["produce"]);
    await turn();
    expect(t.log).toEqual(["produce", "hold"]);
    t.hold.resolve("hold-1");
    await expect(t.run.held).resolves.toBe("hold-1");
    t.produced.resolve("");
    await expect(t.run.output(t.sink)).resolves.toBe("");
  });

  it("keeps what the producer emitted before the hold was granted and passes it on first, in order", async () => {
    const t = setUp(true);
    t.emit("a");
    t.emit("b");
    await turn();
    t.hold.resolve("hold-1");
    await t.run.held;
    t.emit("c");
    expect(t.heard).toEqual([]); // nobody listens yet
    const output = t.run.output(t.sink);
    await vi.waitFor(() => expect(t.heard).toEqual(["a", "b", "c"]));
    t.emit("d");
    t.produced.resolve("abcd");
    await expect(output).resolves.toBe("abcd");
    expect(t.heard).toEqual(["a", "b", "c", "d"]);
  });

  it("when the hold is refused before the producer emitted: aborts it with the hold's error", async () => {
    const t = setUp(true);
    await turn();
    const refusal = new Error("402: balance too low");
    t.hold.reject(refusal);
    await expect(t.run.held).rejects.toBe(refusal);
    expect(t.signal()?.aborted).toBe(true);
    expect(t.signal()?.reason).toBe(refusal);
    await expect(t.run.output(t.sink)).rejects.toBe(refusal);
    expect(t.heard).toEqual([]);
  });

  it("when the hold is refused after the producer emitted: aborts it, and nothing it said is heard", async () => {
    const t = setUp(true);
    t.emit("never shown");
    await turn();
    const refusal = new Error("429: no free generations left");
    t.hold.reject(refusal);
    await expect(t.run.held).rejects.toBe(refusal);
    expect(t.signal()?.reason).toBe(refusal);
    t.emit("said while stopping");
    await expect(t.run.output(t.sink)).rejects.toBe(refusal);
    expect(t.heard).toEqual([]);
  });

  it("when the producer fails before the hold is granted: the hold stands and output rejects with the failure", async () => {
    const t = setUp(true);
    const failure = new Error("provider answered 500");
    t.produced.reject(failure);
    await turn(); // the failure is not reported as unhandled while nobody asks for the output
    expect(t.log).toEqual(["produce", "hold"]);
    t.hold.resolve("hold-1");
    await expect(t.run.held).resolves.toBe("hold-1");
    expect(t.signal()?.aborted).toBe(false);
    await expect(t.run.output(t.sink)).rejects.toBe(failure);
  });

  it("when the producer fails after the hold is granted: output rejects with the failure", async () => {
    const t = setUp(true);
    await turn();
    t.hold.resolve("hold-1");
    await t.run.held;
    const output = t.run.output(t.sink);
    t.emit("a");
    const failure = new Error("provider went away");
    t.produced.reject(failure);
    await expect(output).rejects.toBe(failure);
    expect(t.heard).toEqual(["a"]);
  });
});

describe("abort", () => {
  it("stops the producer with the caller's reason, while the hold is pending", async () => {
    const t = setUp(true);
    const stop = new DOMException("The client went away.", "AbortError");
    t.controller.abort(stop);
    expect(t.signal()?.aborted).toBe(true);
    expect(t.signal()?.reason).toBe(stop);
    await turn();
    t.hold.resolve("hold-1");
    await expect(t.run.held).resolves.toBe("hold-1"); // the hold is the caller's to release
    await expect(t.run.output(t.sink)).rejects.toBe(stop);
  });

  it("stops the producer with the caller's reason once it is heard", async () => {
    const t = setUp(false);
    t.hold.resolve("hold-1");
    await t.run.held;
    await t.producerStarted;
    const output = t.run.output(t.sink);
    t.emit("a");
    const stop = new DOMException("Stopped.", "AbortError");
    t.controller.abort(stop);
    await expect(output).rejects.toBe(stop);
    expect(t.heard).toEqual(["a"]);
  });

  it("starts the producer already stopped when the caller gave up while the hold was written", async () => {
    const t = setUp(false);
    const stop = new DOMException("Stopped.", "AbortError");
    t.controller.abort(stop);
    t.hold.resolve("hold-1");
    await t.run.held;
    await t.producerStarted;
    expect(t.signal()?.aborted).toBe(true);
  });
});
