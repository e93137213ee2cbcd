/**
 * Relays streamed text: the first piece goes out at once (time to first token is what people feel);
 * later pieces are joined and sent at most once per `intervalMs`. A model sends a token every few
 * milliseconds, and every event sent costs a socket write on the server and a render in the page;
 * 25 ms batches still read as continuous typing.
 */
export function createTextBatcher(send: (text: string) => void, intervalMs = 25) {
  let pending = "";
  let sentFirst = false;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = "";
    send(text);
  };
  return {
    push(text: string): void {
      if (!sentFirst) {
        sentFirst = true;
        send(text);
        return;
      }
      pending += text;
      timer ??= setTimeout(flush, intervalMs);
    },
    /** Sends what is waiting now (before the final event, or when the stream ends). */
    flush,
  };
}
