/** Prints one element of the page by id in a hidden frame (SPEC.md §2, §9: printing starts 1 ms after the frame is ready). */
export function printElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) {
    window.alert(`Element to print #${id} not found!`);
    return;
  }
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  // A frame is named for screen readers (WCAG 4.1.2) and kept out of the keyboard's way.
  frame.title = document.title;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) return;
  const styles = Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))
    .map((node) => node.outerHTML)
    .join('');
  doc.open();
  doc.write(
    `<!doctype html><html lang="${document.documentElement.lang}"><head>${styles}</head><body>${element.outerHTML}</body></html>`,
  );
  doc.close();
  setTimeout(() => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  }, 1);
}
