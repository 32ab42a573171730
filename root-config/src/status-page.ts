/** Plain-DOM pages the root config shows itself, before or instead of any widget. */
export interface StatusPage {
  title: string;
  message: string;
  action: { label: string; onClick: () => void };
}

export function renderStatusPage(slot: HTMLElement, page: StatusPage): () => void {
  const section = document.createElement('section');
  section.className = 'status-page';
  section.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = page.title;
  const message = document.createElement('p');
  message.textContent = page.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = page.action.label;
  button.addEventListener('click', page.action.onClick);
  section.append(heading, message, button);
  slot.append(section);
  return () => section.remove();
}
