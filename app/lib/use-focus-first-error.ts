import { useEffect, type RefObject } from "react";

/** After a refused submit, moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
