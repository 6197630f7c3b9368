/**
 * The new text of an e-mail reply: what the writer typed above the quoted history, without their signature. The
 * parsing is email-reply-parser's (Crisp's port of GitHub's parser: "On … wrote:" in about ten languages, Outlook's
 * "From: … <address>" block, "-----Original Message-----", ">" lines, "-- " and "Sent from my iPhone" signatures),
 * chosen over hand-written rules because it is kept against a million mails a day; this file adds what it misses
 * (an Outlook header block without an address in brackets) and bounds the work.
 */
import EmailReplyParser from "email-reply-parser";

/**
 * How much of a mail's text is read: the new text comes first and a message holds 5,000 characters; the rest is
 * quoted history. The parser's patterns are run on every line and some take time cubic in its length (a 4,000
 * character line of digits, "from" and "<" takes seconds), so it never sees more than this, nor a line longer than
 * LONG_LINE: such a line is no quote header or signature, and is handed to it as a short stand-in, put back after.
 */
export const REPLY_SCAN_CHARS = 20_000;
const LONG_LINE = 300;
// Stand-ins are made of a control character, which the text has none of once cleaned (CONTROL below), so no text the
// writer typed can be mistaken for one; a private-use character would not be: mail may carry those.
// oxlint-disable-next-line no-control-regex -- the control character is the point: it cannot occur in the cleaned text
const STAND_IN = /\u0001(\d+)\u0001/g;

function shortenLines(text: string): { text: string; long: string[] } {
  const long: string[] = [];
  const lines = text.split("\n").map((line) => {
    if (line.length <= LONG_LINE) return line;
    long.push(line);
    // A quoted line stays a quoted line.
    return `${line.startsWith(">") ? "> " : ""}\u0001${long.length - 1}\u0001`;
  });
  return { text: lines.join("\n"), long };
}

// Outlook's header block when the sender's address is not written out: a "From:" line, then "Sent:" or "Date:"
// within the next two lines (English, French, German, Spanish, Dutch, Italian, Portuguese).
const HEADER_FROM = /^\s*\*?(From|De|Von|Van|Da)\s?:\*?\s.+$/i;
const HEADER_SENT = /^\s*\*?(Sent|Date|Envoyé|Gesendet|Enviado|Verzonden|Inviato|Data)\s?:\*?\s.+$/i;
// The horizontal rule Outlook puts above that block.
const OUTLOOK_RULE = /^\s*_{10,}\s*$/;
// Control characters other than tab and line feed never belong in a message (a NUL would also break PostgreSQL).
// oxlint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

// A phone's sign-off left as the last line, which the parser keeps when nothing else follows it.
const SENT_FROM = /^(Sent from my|Get Outlook for|Envoyé de mon|Enviado desde mi|Von meinem) .{1,60}$/i;

function cutOutlookHeaders(text: string): string {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i += 1) {
    if (!HEADER_FROM.test(lines[i] ?? "")) continue;
    if (!lines.slice(i + 1, i + 3).some((l) => HEADER_SENT.test(l))) continue;
    const start = i > 0 && OUTLOOK_RULE.test(lines[i - 1] ?? "") ? i - 1 : i;
    return lines.slice(0, start).join("\n");
  }
  return text;
}

/** Only the new text of a reply (plain text; an HTML-only mail arrives here already turned into text), trimmed. */
export function extractReply(text: string): string {
  const plain = text.slice(0, REPLY_SCAN_CHARS).replace(/\r\n?/g, "\n").replace(CONTROL, "").replaceAll("\u00a0", " ");
  const { text: short, long } = shortenLines(cutOutlookHeaders(plain));
  const visible = new EmailReplyParser().read(short).getVisibleText();
  return visible
    .replace(STAND_IN, (_, i: string) => long[Number(i)] ?? "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .replace(/(^|\n)[^\n]*$/, (last) => (SENT_FROM.test(last.trim()) ? "" : last))
    .trim();
}
