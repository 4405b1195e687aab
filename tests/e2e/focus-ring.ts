import type { Locator } from "@playwright/test";

/** What a keyboard user sees of the focus: the outline's style and width, and how it stands out (WCAG contrast). */
export interface FocusIndicator {
  style: string;
  width: number;
  offset: number;
  /** The outline's colour against the colour around it (the nearest ancestor with a solid background). */
  contrast: number;
}

/**
 * The focused element's outline against what surrounds it: the outline sits 2 px outside the element, on the nearest
 * ancestor's solid background (or the element's own, when it has no offset), by the WCAG relative-luminance formula.
 */
export function measure(element: Element): FocusIndicator {
  // Any CSS colour (the style sheet's are oklch) as [r, g, b, alpha]: drawn on a canvas and read back.
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  const rgb = (value: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [lr, lg, lb] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const style = getComputedStyle(element);
  const offset = Number.parseFloat(style.outlineOffset);
  let around: Element | null = offset < 0 ? element : element.parentElement;
  let background = "rgb(255, 255, 255)";
  while (around) {
    const color = getComputedStyle(around).backgroundColor;
    if (rgb(color)[3] === 1) {
      background = color;
      break;
    }
    around = around.parentElement;
  }
  return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), offset, contrast: contrast(style.outlineColor, background) };
}

export function focusIndicator(field: Locator): Promise<FocusIndicator> {
  return field.evaluate(measure);
}
