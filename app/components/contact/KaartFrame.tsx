/**
 * The map is another site's page with its own scripts and tiles: on a slow phone it would compete with this page for
 * the connection. The frame gets its address when the visitor scrolls near it (KaartFrame.enhance.ts); without
 * JavaScript the empty frame is hidden (app.css, `scripting: none`) and a plain one loads instead.
 */
export function KaartFrame({ embedUrl }: { embedUrl: string }) {
  const frame = (src: string | undefined, id?: string) => (
    <iframe
      id={id}
      title="location"
      src={src}
      data-js={id ? "kaart" : undefined}
      data-src={id ? embedUrl : undefined}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="h-80 w-full border-0 md:h-96"
    />
  );
  return (
    <>
      {frame(undefined, "kaart")}
      <noscript>{frame(embedUrl)}</noscript>
    </>
  );
}
