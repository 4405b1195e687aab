/**
 * The outside probe's SVG of issue 36 (about 12 KB): 50 rectangles, each with its own filter of a Gaussian blur with
 * stdDeviation 1000 and a morphology with radius 1000. librsvg takes minutes to draw it, on the thread that draws.
 */
export function svgFilterBomb(): Buffer {
  let body = "";
  for (let i = 0; i < 50; i++) {
    body +=
      `<filter id="f${i}" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="1000"/><feMorphology operator="dilate" radius="1000"/></filter>\n` +
      `<rect x="${(i * 17) % 800}" y="${(i * 31) % 800}" width="200" height="200" fill="#${(0x100000 + i * 99991).toString(16).slice(-6)}" filter="url(#f${i})"/>\n`;
  }
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">\n${body}</svg>\n`);
}
