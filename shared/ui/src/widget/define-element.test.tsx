import styled from '@emotion/styled';
import { expect } from 'chai';
import { defineElement } from './define-element';

const Greeting = styled.p`
  color: rgb(29, 91, 54);
`;

function Hello({ name }: { name?: string }) {
  return <Greeting>Hello {name}</Greeting>;
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('defineElement', () => {
  before(() => defineElement('farm-test-hello', Hello, { cacheKey: 'farm-test-hello', attributes: { name: 'string' } }));

  it('renders the component in an open shadow root with its styles inside that root', async () => {
    const element = document.createElement('farm-test-hello');
    element.setAttribute('name', 'Tom');
    document.body.append(element);
    await nextFrame();
    const paragraph = element.shadowRoot!.querySelector('p')!;
    expect(paragraph.textContent).to.equal('Hello Tom');
    expect(getComputedStyle(paragraph).color).to.equal('rgb(29, 91, 54)');
    expect(element.shadowRoot!.querySelector('style')).to.not.equal(null);
    expect(document.head.querySelector('style[data-emotion^="farm-test-hello"]')).to.equal(null);
    element.remove();
  });

  it('re-renders when an attribute changes', async () => {
    const element = document.createElement('farm-test-hello');
    element.setAttribute('name', 'Tom');
    document.body.append(element);
    await nextFrame();
    element.setAttribute('name', 'Ellie');
    await nextFrame();
    expect(element.shadowRoot!.querySelector('p')!.textContent).to.equal('Hello Ellie');
    element.remove();
  });

  it('puts the host page nonce on the style tags it writes', async () => {
    defineElement('farm-test-nonce', Hello, { cacheKey: 'farm-test-nonce' });
    const element = document.createElement('farm-test-nonce');
    element.setAttribute('nonce', 'abc123');
    document.body.append(element);
    await nextFrame();
    const style = element.shadowRoot!.querySelector('style')!;
    expect(style.nonce).to.equal('abc123');
    element.remove();
  });
});
