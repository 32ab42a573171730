import styled from '@emotion/styled';
import { cleanup, render } from '@testing-library/react';
import { expect } from 'chai';
import { WidgetRoot } from './widget-root';

const Note = styled.p`
  color: rgb(29, 91, 54);
`;

/** The style tags emotion wrote into the page for one cache key. */
const stylesOf = (key: string) => [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key}"]`)];

describe('WidgetRoot', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    // What the portal's pages carry: this response's CSP nonce, for the style tags widgets write.
    meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'page-nonce-1');
    document.head.append(meta);
  });
  afterEach(() => {
    cleanup();
    meta.remove();
  });

  it('puts the page\'s CSP nonce, from <meta property="csp-nonce">, on the style tags it writes', () => {
    const { getByText } = render(
      <WidgetRoot cacheKey="test-page-nonce">
        <Note>Styled</Note>
      </WidgetRoot>,
    );
    expect(getComputedStyle(getByText('Styled')).color).to.equal('rgb(29, 91, 54)');
    const styles = stylesOf('test-page-nonce');
    expect(styles).to.have.length.above(0);
    for (const style of styles) expect(style.nonce).to.equal('page-nonce-1');
  });

  it("prefers a nonce it is given (a custom element's) to the page's", () => {
    render(
      <WidgetRoot cacheKey="test-own-nonce" nonce="element-nonce">
        <Note>Styled</Note>
      </WidgetRoot>,
    );
    const styles = stylesOf('test-own-nonce');
    expect(styles).to.have.length.above(0);
    for (const style of styles) expect(style.nonce).to.equal('element-nonce');
  });
});
