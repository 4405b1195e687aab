// Pictures that fail to load (a badge link an admin typed, a Facebook cover that moved) give way to their reserve:
// `data-reserve="<url>"` loads that picture instead; an empty `data-reserve` shows the element after the picture (the
// news items' star, components/nieuws/NieuwsImage.tsx). For every picture on the page, also those the admin's React
// app renders later: `error` is listened to on the document (it does not bubble, but it can be captured).

export function startReserve(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-reserve")) fallBack(event.target);
    },
    true,
  );
  // Pictures that failed before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-reserve]")) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
  }
}

function fallBack(image: HTMLImageElement): void {
  const reserve = image.dataset.reserve;
  if (reserve) {
    if (new URL(image.src).pathname === reserve) return;
    image.removeAttribute("srcset");
    image.src = reserve;
    image.dataset.placeholder = "true";
    return;
  }
  const next = image.nextElementSibling;
  if (!(next instanceof HTMLElement)) return;
  image.hidden = true;
  next.hidden = false;
}
