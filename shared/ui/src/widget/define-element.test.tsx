import styled from '@emotion/styled';
import { waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { defineElement } from './define-element';

const Greeting = styled.p`
  color: rgb(29, 91, 54);
`;

function Hello({ name }: { name?: string }) {
  return <Greeting>Hello {name}</Greeting>;
}

/** Adds `<tag>` with the given attributes to the page and waits until its shadow root shows a greeting. */
async function mount(tag: string, attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const paragraph = await waitFor(() => {
    const found = element.shadowRoot?.querySelector('p');
    expect(found?.textContent).to.match(/^Hello/);
    return found!;
  });
  return { element, paragraph };
}

describe('defineElement', () => {
  before(() => defineElement('farm-test-hello', Hello, { cacheKey: 'farm-test-hello', attributes: { name: 'string' } }));

  it('renders the component in an open shadow root with its styles inside that root', async () => {
    const { element, paragraph } = await mount('farm-test-hello', { name: 'Tom' });
    expect(paragraph.textContent).to.equal('Hello Tom');
    expect(getComputedStyle(paragraph).color).to.equal('rgb(29, 91, 54)');
    expect(element.shadowRoot!.mode).to.equal('open');
    expect(element.shadowRoot!.querySelector('style[data-emotion^="farm-test-hello"]')).to.not.equal(null);
    // The styled paragraph is on screen, so its rule has been written: into the shadow root, not the page.
    expect(document.head.querySelector('style[data-emotion^="farm-test-hello"]')).to.equal(null);
    element.remove();
  });

  it('re-renders when an attribute changes', async () => {
    const { element } = await mount('farm-test-hello', { name: 'Tom' });
    element.setAttribute('name', 'Ellie');
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('Hello Ellie'));
    element.remove();
  });

  it('puts the host page nonce on the style tags it writes', async () => {
    defineElement('farm-test-nonce', Hello, { cacheKey: 'farm-test-nonce' });
    const { element } = await mount('farm-test-nonce', { nonce: 'abc123' });
    const styles = [...element.shadowRoot!.querySelectorAll('style')];
    expect(styles).to.have.length.above(0);
    for (const style of styles) expect(style.nonce).to.equal('abc123');
    element.remove();
  });
});
