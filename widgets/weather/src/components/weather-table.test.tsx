import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { slice, weather } from '@farm/area-weather/mocks';
import { HIDE_ON_SMALL, WeatherTable } from './weather-table';

const renderTable = (data = weather()) =>
  render(
    <WidgetRoot cacheKey="test-weather-table">
      <WeatherTable weather={data} />
    </WidgetRoot>,
  );

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('WeatherTable', () => {
  afterEach(cleanup);

  it('has every column of the 24-hour view, in order', () => {
    renderTable();
    expect(headers()).to.deep.equal([
      'Time',
      'Weather',
      'Min Temp',
      'Max Temp',
      'Wind mph',
      'Precipitation mm',
      'Soil Temp',
      'Soil Moisture',
      'Cloud Cover %',
      'Humidex',
    ]);
  });

  it('heads the first column Day in the 5-day view and names the day each row covers', () => {
    renderTable(weather({ range: '5D', slices: [slice({ until: '2026-01-16T00:00:00.000Z' })] }));
    expect(headers()[0]).to.equal('Day');
    const rowHeader = within(rows()[0]!).getByRole('rowheader');
    expect(rowHeader.querySelector('.weekday-long')!.textContent).to.equal('Thursday');
    expect(rowHeader.querySelector('.weekday-short')!.textContent).to.equal('Thu');
    expect(rowHeader.lastElementChild!.textContent).to.equal('15 Jan');
  });

  it('shows the day and H:mm in the 24-hour view', () => {
    renderTable();
    const rowHeader = within(rows()[0]!).getByRole('rowheader');
    expect(rowHeader.querySelector('[aria-hidden="true"]')!.textContent).to.equal('Thu 12:00');
  });

  it('shows the icon and forecast text, rounded Celsius temperatures and the wind with its arrow', () => {
    renderTable();
    const [weatherCell, min, max, wind, rain, soil, moisture, cloud, humidex] = cells(rows()[0]!);
    expect(weatherCell!.textContent).to.equal('Light rain');
    expect(weatherCell!.querySelector('svg[data-icon="rain"]')).to.not.equal(null);
    expect([min!.textContent, max!.textContent]).to.deep.equal(['2°C', '6°C']);
    expect(wind!.textContent).to.equal('12SWmph from the south-west');
    const arrow = wind!.querySelector('svg[data-direction]') as SVGElement;
    expect(arrow.style.transform).to.equal('rotate(45deg)');
    expect([rain!.textContent, soil!.textContent, moisture!.textContent, cloud!.textContent, humidex!.textContent]).to.deep.equal([
      '1.3',
      '4°C',
      '42%',
      '88%',
      '1',
    ]);
  });

  it('colours temperature, cloud cover and humidex cells by band, keeping the number as text', () => {
    renderTable();
    const [, min, max, , , , , cloud, humidex] = cells(rows()[1]!);
    expect([min!.dataset.band, max!.dataset.band, cloud!.dataset.band, humidex!.dataset.band]).to.deep.equal([
      'temperature-1',
      'temperature-6',
      'cloud-1',
      'humidex-4',
    ]);
    expect(min!.textContent).to.equal('-6°C');
    expect(getComputedStyle(max!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
  });

  it('marks exactly the last five columns to hide on small screens', () => {
    renderTable();
    const hidden = screen.getAllByRole('columnheader').filter((th) => th.classList.contains(HIDE_ON_SMALL));
    expect(hidden.map((th) => th.textContent)).to.deep.equal(['Precipitation mm', 'Soil Temp', 'Soil Moisture', 'Cloud Cover %', 'Humidex']);
    for (const row of rows()) {
      expect(cells(row).map((td) => td.classList.contains(HIDE_ON_SMALL))).to.deep.equal([false, false, false, false, true, true, true, true, true]);
    }
  });

  it('says what the table covers in its caption', () => {
    renderTable();
    expect(screen.getByRole('table').querySelector('caption')!.textContent).to.contain('Next 24 hours for Saffron Walden (CB10 2RL)');
  });
});
