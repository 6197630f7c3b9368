import { ROUTER_CONTEXT_GLOBAL } from "~/lib/react-router-private";
/**
 * The only script content pages run (decision 0016): they ship no React, so the few
 * interactive bits on them are enhanced here by event delegation, which also
 * covers markup React renders later on hydrated pages. Everything works
 * without it (native <details>, every tab panel shown, final counter values).
 * Inline, so it costs no request; the CSP allows it by nonce (server renders)
 * or by hash (prerendered files, app/server/static-pages.ts). Plain ES2020 in a
 * string: it must be byte-identical on the server and in every build.
 *
 * - details[data-menu]: close on Escape (focus back on the toggle), on a click
 *   outside, and when one of its links is followed.
 * - [role=tab] in [role=tablist]: select on click, arrow keys, Home and End
 *   (WAI-ARIA tabs); panels follow data-state (app/components/ui/tabs.tsx).
 * - [data-count-to]: count up from 0 over 2 s in 60 steps once half visible,
 *   once only, not with reduced motion (spec section 4).
 * - button[data-share]: Web Share API, else copy the link; the outcome is
 *   announced in the sibling [data-share-status].
 * - [data-live-src]: a Server-Sent Events stream whose any message means "this
 *   page changed": reload it (the homeowner's request page when a pro buys).
 * - [data-not-found]: log the missing path to the console (spec section 2),
 *   unless React runs and its NotFound component logs it.
 */
export const enhanceScript = `(()=>{const d=document;
const menus=()=>d.querySelectorAll("details[data-menu][open]");
const pick=t=>{for(const o of t.closest("[role=tablist]").querySelectorAll("[role=tab]")){const on=o===t,s=on?"active":"inactive";o.setAttribute("aria-selected",on);o.dataset.state=s;o.tabIndex=on?0:-1;const p=d.getElementById(o.getAttribute("aria-controls"));if(p)p.dataset.state=s}};
d.addEventListener("keydown",e=>{
if(e.key==="Escape")for(const m of menus()){m.open=false;m.querySelector("summary").focus()}
const t=e.target.closest&&e.target.closest("[role=tab]");if(!t)return;
const all=[...t.closest("[role=tablist]").querySelectorAll("[role=tab]")],k={ArrowRight:1,ArrowLeft:-1}[e.key];
let i=all.indexOf(t);if(k)i=(i+k+all.length)%all.length;else if(e.key==="Home")i=0;else if(e.key==="End")i=all.length-1;else return;
e.preventDefault();all[i].focus();pick(all[i])});
d.addEventListener("click",e=>{const x=e.target;if(!(x instanceof Element))return;
for(const m of menus())if(!m.contains(x)||x.closest("a"))m.open=false;
const t=x.closest("[role=tab]");if(t)pick(t);
const b=x.closest("button[data-share]");if(b)share(b)});
async function share(b){const url=location.href.split("#")[0],out=b.parentElement.querySelector("[data-share-status]");
if(navigator.share)try{await navigator.share({title:b.dataset.share,url});return}catch(e){if(e.name==="AbortError")return}
try{await navigator.clipboard.writeText(url);out.textContent="Link copied."}catch{out.textContent="Could not copy the link: "+url}}
const live=d.querySelector("[data-live-src]");if(live&&window.EventSource){const s=new EventSource(live.dataset.liveSrc);s.onmessage=()=>{s.close();location.reload()}}
if(d.querySelector("[data-not-found]")&&!window.${ROUTER_CONTEXT_GLOBAL})console.warn("404 Error: User attempted to access non-existent route:",location.pathname);
if(!matchMedia("(prefers-reduced-motion: reduce)").matches&&window.IntersectionObserver)for(const c of d.querySelectorAll("[data-count-to]")){
const v=+c.dataset.countTo,show=n=>c.textContent=n.toLocaleString("en-US")+(c.dataset.suffix||"");
const o=new IntersectionObserver(es=>{show(0);if(!es.some(x=>x.isIntersecting))return;o.disconnect();let n=0;
const t=setInterval(()=>{n++;show(n>=60?v:Math.round(v*n/60));if(n>=60)clearInterval(t)},2000/60)},{threshold:.5});o.observe(c)}})()`;

/**
 * Speculation Rules for pages without a client router: prerender a same-site
 * link when the visitor hovers or presses it, so the next page is instant.
 * Never for sign-out, the dashboards, the API or downloads. Browsers without
 * Speculation Rules ignore the script and follow links as usual.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/logout", "/pro", "/pro/*", "/admin", "/admin/*", "/api/*"] } },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
