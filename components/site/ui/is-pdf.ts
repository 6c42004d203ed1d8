/** Whether an uploaded file address is a PDF (the gallery and product images accept them). */
export function isPdf(url: string): boolean {
  return /\.pdf($|[?#])/i.test(url);
}
