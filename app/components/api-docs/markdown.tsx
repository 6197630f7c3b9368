import { createContext, useContext } from "react";
import { cn } from "~/lib/utils";

/** The document's descriptions rendered on the server (lib/markdown.server.ts): source text -> safe HTML. */
export const MarkdownTexts = createContext<Readonly<Record<string, string>>>({});

const styles =
  "[overflow-wrap:anywhere] [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-950 [&_pre]:p-4 [&_pre]:text-xs [&_pre]:leading-relaxed [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_p+p]:mt-2";

/** A description as its Markdown says (code, links, lists); the plain text if it was not rendered. */
export function Markdown({ text, as: Tag = "span", className }: { text: string; as?: "span" | "div"; className?: string }) {
  const html = useContext(MarkdownTexts)[text];
  if (html === undefined) return <Tag className={className}>{text}</Tag>;
  // eslint-disable-next-line react/no-danger -- HTML from markdown-it with raw HTML escaped (lib/markdown.server.ts)
  return <Tag className={cn(styles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
