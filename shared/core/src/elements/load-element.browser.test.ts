import { expect } from 'chai';
import { loadElement } from './load-element';

/** Stands in for @farm/weather: a module whose define() registers <farm-weather> and counts its calls. */
const fakeWeatherWidget = `
  export function define() {
    globalThis.weatherDefines = (globalThis.weatherDefines ?? 0) + 1;
    customElements.define('farm-weather', class extends HTMLElement {});
  }
`;

const defines = () => (globalThis as { weatherDefines?: number }).weatherDefines ?? 0;

describe('loadElement', () => {
  it('leaves the element undefined while the import map does not name its widget', async () => {
    await loadElement('farm-weather');
    expect(customElements.get('farm-weather')).to.equal(undefined);
    expect(defines()).to.equal(0);
  });

  it('loads the widget the import map names and defines the element once, however often it is asked', async () => {
    // The page's import map, as the portal's index.html carries one (a later map adds to the first).
    const map = document.createElement('script');
    map.type = 'importmap';
    map.textContent = JSON.stringify({ imports: { '@farm/weather': `data:text/javascript,${encodeURIComponent(fakeWeatherWidget)}` } });
    document.head.append(map);
    document.body.innerHTML = '<farm-weather></farm-weather>';

    await Promise.all([loadElement('farm-weather'), loadElement('farm-weather')]);
    await loadElement('farm-weather');
    expect(customElements.get('farm-weather')).to.not.equal(undefined);
    // The element already in the page is upgraded as it is defined.
    expect(document.querySelector('farm-weather')!.matches(':defined')).to.equal(true);
    expect(defines()).to.equal(1);
  });
});
