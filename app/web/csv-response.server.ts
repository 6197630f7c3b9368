/**
 * A CSV download streamed as it is read: the header row first, then each batch of rows as the caller's iterator yields
 * it (the admin exports walk keyset pages), so neither the table nor the file is ever held in memory. Cells are written
 * by csv-stringify (quoting, embedded newlines) after csvCell has disarmed formulas. The stream pulls the next batch
 * only when the client has taken the last one, and stops the walk if the client goes away. csv-stringify is imported at
 * the first export, not at boot.
 */
import { csvCell } from "~/lib/csv-cell";

type Cell = string | number | null;

export function csvResponse(filename: string, columns: string[], batches: AsyncIterable<Cell[][]>, headers: HeadersInit = {}): Response {
  const encoder = new TextEncoder();
  const rows = batches[Symbol.asyncIterator]();
  let stringify: typeof import("csv-stringify/sync").stringify | undefined;
  const csv = async (records: (string | number)[][]) => {
    stringify ??= (await import("csv-stringify/sync")).stringify;
    return encoder.encode(stringify(records, { record_delimiter: "windows" }));
  };
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // The byte order mark tells spreadsheet programs the file is UTF-8 (names with accents).
        controller.enqueue(encoder.encode("\uFEFF"));
        controller.enqueue(await csv([columns.map(csvCell)]));
        return;
      }
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(await csv(next.value.map((row) => row.map(csvCell))));
    },
    async cancel() {
      await rows.return?.(undefined);
    },
  });
  const out = new Headers(headers);
  out.set("Content-Type", "text/csv; charset=utf-8");
  out.set("Content-Disposition", `attachment; filename="${filename}"`);
  out.set("Cache-Control", "private, no-store");
  out.set("X-Robots-Tag", "noindex");
  return new Response(body, { headers: out });
}
