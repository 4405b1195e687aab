// A small real PDF (one A4 page of text in Helvetica), made without a library: the demo's kampboekjes.

function escape(text: string): string {
  // Helvetica with WinAnsiEncoding covers Latin-1 (é, ë, ...); anything else becomes '?'.
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?").replace(/[\\()]/g, "\\$&");
}

/** A one-page PDF with a title and lines of text (at most about 55 lines fit). */
export function tekstPdf(titel: string, lijnen: readonly string[]): Buffer {
  const content = [
    "BT",
    "/F1 20 Tf",
    "56 780 Td",
    `(${escape(titel)}) Tj`,
    "/F1 11 Tf",
    "14 TL",
    "0 -10 Td",
    ...lijnen.map((lijn) => `(${escape(lijn)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
