/**
 * React Router starts hydration with an async module script and modulepreload links. On a phone, fetching and
 * running ~120 KB of JavaScript before the first paint delays the first view of a page that is already complete
 * in the HTML. This rewrite starts the same scripts only after the first frame has been painted: the page shows at
 * once, then becomes interactive. A hidden tab paints nothing, so it starts at once.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*?) type="module"[^>]*>([\s\S]*?)<\/script>/;

export function hydrateAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const attributes = module[1] ?? "";
  // Inside a script, "<" is written as \u003c so that the code can never close the script element.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const starter =
    `<script${attributes}>(function(){var done=false;function start(){if(done)return;done=true;` +
    `${literal(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.textContent=${literal(module[2])};document.body.appendChild(s)}` +
    `if(document.visibilityState==="hidden"){start()}else{requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});document.addEventListener("visibilitychange",start,{once:true})}})()</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(module[0], () => starter);
}
