// The camp's packing list (components/kamp/Paklijst.tsx): its ticks, kept in this browser only (localStorage, by the
// line's text: a changed list keeps the ticks of the lines that stayed).

export function paklijst(section: HTMLElement): void {
  const key = section.dataset.sleutel!;
  const boxes = [...section.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  const count = section.querySelector<HTMLElement>("[aria-live]")!;
  const clear = section.querySelector<HTMLButtonElement>("button")!;

  const show = (ticks: Set<string>) => {
    for (const box of boxes) box.checked = ticks.has(box.value);
    count.querySelector("[data-ingepakt]")!.textContent = String(new Set(boxes.filter((b) => b.checked).map((b) => b.value)).size);
    count.hidden = false;
    clear.hidden = ticks.size === 0;
  };
  const store = (ticks: Set<string>) => {
    try {
      if (ticks.size) localStorage.setItem(key, JSON.stringify([...ticks]));
      else localStorage.removeItem(key);
    } catch {
      // Private browsing may refuse storage: the ticks are then not kept.
    }
    show(ticks);
  };

  section.addEventListener("change", (event) => {
    const box = event.target as HTMLInputElement;
    const ticks = new Set(boxes.filter((b) => b.checked && b.value !== box.value).map((b) => b.value));
    if (box.checked) ticks.add(box.value);
    store(ticks);
  });
  clear.addEventListener("click", () => store(new Set()));
  // Another tab ticked something.
  window.addEventListener("storage", (event) => {
    if (event.key === key) show(stored(key));
  });
  show(stored(key));
}

function stored(key: string): Set<string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return new Set(Array.isArray(saved) ? saved.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}
