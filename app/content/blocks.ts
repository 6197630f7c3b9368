/**
 * Rich text as plain data, so articles and legal pages need no Markdown parser in
 * the bundle. Rendered by components/content-blocks.tsx.
 * Inline links: write [label](/path) inside text; only internal paths and
 * mailto:/tel: links are allowed.
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "callout"; title: string; text: string };

/** A titled section of a legal page or help article. */
export type Section = { id: string; title: string; blocks: Block[] };
