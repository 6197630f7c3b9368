/**
 * CommonMark to HTML on the server (markdown-it), for texts we write ourselves, such as the OpenAPI document's
 * descriptions (which OpenAPI defines as CommonMark). Raw HTML in the text is escaped, not passed through, and
 * markdown-it refuses javascript: and similar links, so the result is safe to put in a page as it is.
 */
import MarkdownIt from "markdown-it";

let renderer: InstanceType<typeof MarkdownIt> | undefined;
const md = () => (renderer ??= new MarkdownIt({ html: false, linkify: false, typographer: false }));

/** The text as HTML; a text of one paragraph without its <p>, so it can sit inside a sentence or a table cell. */
export function markdownToHtml(text: string): string {
  const html = md().render(text).trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes("<p>") ? single[1]! : html;
}

/** Every string under a "description" or "summary" key of a JSON value, rendered: text -> HTML. */
export function renderDescriptions(value: unknown, into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) for (const item of value) renderDescriptions(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === "description" || key === "summary") && typeof inner === "string") into[inner] ??= markdownToHtml(inner);
      else renderDescriptions(inner, into);
    }
  }
  return into;
}
