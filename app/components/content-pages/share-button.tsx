import { Share2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

/**
 * Shares the current page with the Web Share API where the browser has it,
 * otherwise copies the link and says so in the status line beside it. Articles
 * ship no React: the inline script does it (button[data-share], in
 * app/components/document-scripts.ts). Needs JavaScript, so it is hidden
 * without it (data-js-only); the article also offers a plain mailto: link.
 */
export function ShareButton({ title }: { title: string }) {
  return (
    <span data-js-only="" className="inline-flex items-center gap-2">
      <button type="button" data-share={title} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <Share2 aria-hidden="true" />
        Share
      </button>
      <span role="status" data-share-status="" className="text-sm text-muted-foreground" />
    </span>
  );
}
