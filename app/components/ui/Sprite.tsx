import type { ReactElement } from "react";

/**
 * Icons that every item of a long list shows (the calendar's activities, the leaders), drawn once per page: the items
 * refer to them (`SpriteIcon`) instead of each carrying its own copy of the same drawing.
 */
export function Sprite({ icons }: { icons: Record<string, ReactElement> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute h-0 w-0 overflow-hidden">
      {Object.entries(icons).map(([id, icon]) => (
        <symbol key={id} id={`icoon-${id}`} viewBox="0 0 24 24">
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of the page's `Sprite`. */
export function SpriteIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icoon-${id}`} />
    </svg>
  );
}
