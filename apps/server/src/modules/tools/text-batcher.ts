const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Splits `text` into what can be sent now and its last grapheme cluster, which the next piece of
 * text may still extend (a Bengali vowel sign or virama + consonant after "ক", an emoji's skin tone
 * or ZWJ, the low half of a surrogate pair). Trailing white space is complete: nothing joins it.
 */
function splitAtLastCluster(text: string): [complete: string, open: string] {
  if (/\s$/u.test(text)) return [text, ""];
  // Only the text from its last space or line break is segmented: a cluster boundary comes before
  // either (unless a Prepend mark, as in Arabic number signs, stands before it), and segmenting
  // from a boundary finds the same boundaries as segmenting the whole. The whole text would cost
  // time in proportion to what is waiting, on every send of every stream (bench/README.md).
  const from = Math.max(text.lastIndexOf(" "), text.lastIndexOf("\n"), 0);
  let previous = from;
  let last = from;
  for (const { index } of graphemes.segment(text.slice(from)))
    [previous, last] = [last, from + index];
  // Half a surrogate pair is a cluster of its own until its other half arrives, and the whole
  // character may still join the cluster before it (👍 + the skin tone 🏽): keep both back.
  const open = HIGH_SURROGATE_AT_END.test(text) ? previous : last;
  return [text.slice(0, open), text.slice(open)];
}

const HIGH_SURROGATE_AT_END = /[\uD800-\uDBFF]$/;

/**
 * Relays streamed text: the first piece goes out at once (time to first token is what people feel);
 * later pieces are joined and sent at most once per `intervalMs`. A model sends a token every few
 * milliseconds, and every event sent costs a socket write on the server and a render in the page;
 * 25 ms batches still read as continuous typing.
 *
 * No event ever ends inside a character or a grapheme cluster (issue 15): a model's token boundary
 * can fall after a virama ("ক্" | "ষ") or between the halves of a surrogate pair, so the last
 * cluster of what is waiting is kept back until the text after it arrives, or until `flush` (the
 * stream's end), which sends everything, a broken character as U+FFFD as the saved copy has it.
 */
export function createTextBatcher(send: (text: string) => void, intervalMs = 25) {
  let pending = "";
  let sentFirst = false;
  let timer: NodeJS.Timeout | undefined;
  const sendComplete = () => {
    clearTimeout(timer);
    timer = undefined;
    const [complete, open] = splitAtLastCluster(pending);
    pending = open;
    if (!complete) return false;
    send(complete);
    return true;
  };
  return {
    push(text: string): void {
      pending += text;
      if (!sentFirst) {
        sentFirst = sendComplete();
        return;
      }
      timer ??= setTimeout(sendComplete, intervalMs);
    },
    /** Sends everything waiting now (before the final event, or when the stream ends). */
    flush(): void {
      clearTimeout(timer);
      timer = undefined;
      if (!pending) return;
      const text = pending.toWellFormed();
      pending = "";
      send(text);
    },
  };
}
