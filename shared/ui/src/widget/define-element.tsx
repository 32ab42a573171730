import { css, Global } from '@emotion/react';
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import { WidgetRoot } from '../theme/widget-root';
import { EmbedOptionsProvider } from './embed-context';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<P> {
  /** Component props, each read from the kebab-case attribute of the same name. */
  attributes?: { [K in keyof P]?: AttributeType };
  cacheKey: string;
}

/**
 * The host element sits in the page's light DOM, so the page's rules (even `* { ... !important }`) reach it;
 * normal page rules beat `:host` ones, so a partner can still size and place the element. Its content is safe
 * either way: WidgetRoot sets every inherited property on the first element inside the shadow root.
 */
const hostReset = css`
  :host {
    all: initial;
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;

interface ElementProps {
  container?: Node;
  partnerKey?: string;
  apiRoot?: string;
}

/**
 * The host page's CSP nonce, from the element's own `nonce`. Not an r2wc prop on purpose: a page whose CSP
 * comes in a header hides every nonce attribute once the element is connected (it reads as ''), and only the
 * native `nonce` property keeps the value, which an r2wc property of the same name would shadow.
 */
function nonceOf(container: Node | undefined): string | undefined {
  const host = container instanceof ShadowRoot ? container.host : undefined;
  return host instanceof HTMLElement && host.nonce ? host.nonce : undefined;
}

/**
 * Registers the widget's root as `<tag>` in an open shadow root. r2wc hands the component that shadow root
 * as `container`; emotion writes the styles there, so host-page CSS and the widget's CSS stay apart. Every
 * element also takes `nonce` (the host page's CSP nonce, for emotion's style tags), and `partner-key` and
 * `api-root` for the public API calls of an embed (read with useEmbedOptions).
 */
export function defineElement<P extends object>(tag: string, Root: ComponentType<P>, options: ElementOptions<P>): void {
  if (customElements.get(tag)) return;
  function ElementRoot(props: P & ElementProps) {
    const { container, partnerKey, apiRoot, ...rest } = props;
    const embed = useMemo(() => ({ partnerKey: partnerKey || undefined, apiRoot: apiRoot || undefined }), [partnerKey, apiRoot]);
    return (
      <WidgetRoot cacheKey={options.cacheKey} container={container} nonce={nonceOf(container)}>
        <Global styles={hostReset} />
        <EmbedOptionsProvider value={embed}>
          <Root {...(rest as P)} />
        </EmbedOptionsProvider>
      </WidgetRoot>
    );
  }
  const element = r2wc(ElementRoot, {
    shadow: 'open',
    props: { ...options.attributes, partnerKey: 'string', apiRoot: 'string' } as Record<string, AttributeType>,
  });
  customElements.define(tag, element);
}
