import { Share2 } from "lucide-react";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";

/**
 * Shares the current page with the Web Share API where the browser has it,
 * otherwise copies the link. Needs JavaScript, so it is hidden without it
 * (data-js-only); the article also offers a plain mailto: link.
 */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = window.location.href.split("#")[0] ?? window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void showToast("Link copied", { variant: "success" });
    } catch {
      void showToast("Could not copy the link", { description: url, variant: "destructive" });
    }
  }

  return (
    <Button data-js-only type="button" variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
