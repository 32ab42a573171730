import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { WidgetRoot } from '../ui/theme/widget-root';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<P> {
  /** Component props, each read from the kebab-case attribute of the same name. */
  attributes?: { [K in keyof P]?: AttributeType };
  cacheKey: string;
}

/**
 * Registers the widget's root as `<tag>` in an open shadow root. r2wc hands the component that shadow root
 * as `container`; emotion writes the styles there, so host-page CSS and the widget's CSS stay apart.
 */
export function defineElement<P extends object>(tag: string, Root: ComponentType<P>, options: ElementOptions<P>): void {
  if (customElements.get(tag)) return;
  function ElementRoot(props: P & { container?: Node; nonce?: string }) {
    const { container, nonce, ...rest } = props;
    return (
      <WidgetRoot cacheKey={options.cacheKey} container={container} nonce={nonce}>
        <Root {...(rest as P)} />
      </WidgetRoot>
    );
  }
  const element = r2wc(ElementRoot, {
    shadow: 'open',
    props: { ...options.attributes, nonce: 'string' } as Record<string, AttributeType>,
  });
  customElements.define(tag, element);
}
