/** Splits a server-sent-events body into its events (name and parsed JSON data). */
export function parseServerSentEvents(
  body: string,
): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .split("\n\n")
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split("\n");
      const event =
        lines
          .find((line) => line.startsWith("event:"))
          ?.slice(6)
          .trim() ?? "message";
      const data = lines
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      return { event, data: JSON.parse(data || "{}") as Record<string, unknown> };
    });
}
