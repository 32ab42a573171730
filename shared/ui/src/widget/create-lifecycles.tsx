import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { WidgetRoot } from '../theme/widget-root';
import { RouteError } from './route-error';

export interface WidgetLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/** single-spa lifecycles for a widget's root component, themed, with the route error screen as boundary. */
export function createLifecycles(Root: ComponentType, cacheKey: string): WidgetLifecycles {
  function PortalRoot() {
    return (
      <WidgetRoot cacheKey={cacheKey}>
        <Root />
      </WidgetRoot>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: PortalRoot,
    errorBoundary: () => (
      <WidgetRoot cacheKey={cacheKey}>
        <RouteError />
      </WidgetRoot>
    ),
  }) as unknown as WidgetLifecycles;
}
