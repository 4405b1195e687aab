import type { ElementType, ReactNode } from "react";

/** Plays the reveal animation once (800 ms); CSS reduces it on narrow screens and drops it for reduced motion. */
export function Reveal({
  as: Tag = "div",
  className = "",
  delayMs = 0,
  children,
}: {
  as?: ElementType;
  className?: string;
  delayMs?: number;
  children: ReactNode;
}) {
  return (
    <Tag className={`reveal ${className}`} style={delayMs ? { animationDelay: `${delayMs}ms` } : undefined}>
      {children}
    </Tag>
  );
}
