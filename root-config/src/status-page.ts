/** Plain-DOM pages the root config shows itself, before or instead of any widget. */
export interface StatusPage {
  /** A heading; left out when the message says it all (the route error screen). */
  title?: string;
  message: string;
  /** A second paragraph, such as a planned maintenance's own message. */
  detail?: string;
  action: { label: string; onClick: () => void };
}

export function renderStatusPage(slot: HTMLElement, page: StatusPage): () => void {
  const section = document.createElement('section');
  section.className = 'status-page';
  section.setAttribute('role', 'alert');
  if (page.title) {
    const heading = document.createElement('h1');
    heading.textContent = page.title;
    section.append(heading);
  }
  const paragraph = (text: string) => {
    const p = document.createElement('p');
    p.textContent = text;
    section.append(p);
  };
  paragraph(page.message);
  if (page.detail) paragraph(page.detail);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = page.action.label;
  button.addEventListener('click', page.action.onClick);
  section.append(button);
  slot.append(section);
  return () => section.remove();
}
