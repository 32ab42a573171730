// A real, well-formed PDF for tests of the PDF viewer: A4 pages, each with a dark band across its top and its
// page number in Helvetica, and a cross-reference table with true byte offsets, so pdf.js opens it without
// repairing it. Written out here (it is short) rather than kept as a binary file.

const A4 = { width: 595, height: 842 };

/** A PDF of `pages` A4 pages (ASCII only, so string length is byte length). */
export function testPdf(pages = 2): string {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, index) => {
    const content = `0.11 0.36 0.21 rg 40 742 515 60 re f BT /F1 28 Tf 0 0 0 rg 40 680 Td (Page ${index + 1}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` + `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** The points-to-pixels width of the fixture's pages at `zoom`, as the viewer sizes its canvas (CSS pixels). */
export const testPdfWidthAt = (zoom: number) => Math.floor(A4.width * zoom);
