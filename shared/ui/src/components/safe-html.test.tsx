import { cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { WidgetRoot } from '../theme/widget-root';
import { SafeHtml, sanitiseHtml } from './safe-html';

describe('SafeHtml', () => {
  afterEach(() => cleanup());

  /** Renders and waits until the lazily loaded sanitiser has filled the box. */
  const renderHtml = async (html: string) => {
    const host = render(
      <WidgetRoot cacheKey="test-safe-html">
        <div data-testid="host">
          <SafeHtml html={html} />
        </div>
      </WidgetRoot>,
    ).getByTestId('host');
    await waitFor(() => expect(host.querySelector('[aria-busy="false"]')).to.not.equal(null));
    return host;
  };

  it('drops script elements, so nothing runs', async () => {
    const w = window as unknown as { pwned?: boolean };
    const host = await renderHtml('<p>Release</p><script>window.pwned = true</script>');
    expect(host.querySelector('script')).to.equal(null);
    expect(host.textContent).to.equal('Release');
    expect(w.pwned).to.equal(undefined);
  });

  it('drops event-handler attributes', async () => {
    const host = await renderHtml('<img src="x" onerror="window.pwned = true"><p onclick="alert(1)" onmouseover="alert(2)">Hi</p>');
    for (const element of host.querySelectorAll('*')) {
      const handlers = [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on'));
      expect(handlers, element.tagName).to.deep.equal([]);
    }
  });

  it('drops javascript: URLs, however they are spelt', async () => {
    const host = await renderHtml('<a href="javascript:alert(1)">a</a><a href=" JAVASCRIPT:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>');
    for (const link of host.querySelectorAll('a')) expect(link.getAttribute('href')).to.equal(null);
  });

  it('gives every link rel="noopener noreferrer" and keeps only a _blank target', async () => {
    const host = await renderHtml('<a href="https://ico.org.uk" target="_blank" rel="opener">ICO</a><a href="/dashboard/weather" target="_parent">Weather</a>');
    const [external, internal] = host.querySelectorAll('a');
    expect(external!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(external!.getAttribute('target')).to.equal('_blank');
    expect(internal!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(internal!.hasAttribute('target')).to.equal(false);
  });

  it('keeps the structure of rich text', async () => {
    expect(await sanitiseHtml('<h2>T</h2><ul><li><strong>x</strong></li></ul>')).to.equal('<h2>T</h2><ul><li><strong>x</strong></li></ul>');
  });

  it('routes a portal link in place instead of reloading the page', async () => {
    const before = window.location.pathname;
    const host = await renderHtml('<a href="/dashboard/weather">Weather</a>');
    // A reload would end this test page: reaching the next line at all shows the click was routed in place.
    await userEvent.setup().click(host.querySelector('a')!);
    expect(window.location.pathname).to.equal('/dashboard/weather');
    window.history.replaceState(null, '', before);
  });

  it('leaves a link that opens a new tab, or leaves the portal, to the browser', async () => {
    const before = window.location.pathname;
    const host = await renderHtml('<a href="/dashboard/weather" target="_blank">New tab</a><a href="https://ico.org.uk">ICO</a>');
    const defaults: boolean[] = [];
    // Records whether the widget let the browser follow each link, and stops the browser here.
    const record = (event: MouseEvent) => {
      defaults.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      const typist = userEvent.setup();
      for (const link of host.querySelectorAll('a')) await typist.click(link);
    } finally {
      document.removeEventListener('click', record);
    }
    expect(defaults).to.deep.equal([false, false]);
    expect(window.location.pathname).to.equal(before);
  });
});
