import { useEffect, type RefObject } from "react";

/**
 * The page is usable before its scripts have loaded, so a visitor may type into a server-rendered input before
 * React takes over. That text is in the field but not in React's state: at hydration it is taken over (once), so
 * a filter starts from what was already typed instead of silently ignoring it.
 */
export function useEarlyInput(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Only at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
