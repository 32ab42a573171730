import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { useState } from 'react';
import { emptyTabFilter, type TabFilter } from './tab-filter';
import { TabFilterBar } from './tab-filter-bar';

/** The bar as a dialog tab holds it, reporting every filter it applies. */
function Harness({ seen }: { seen: TabFilter[] }) {
  const [filter, setFilter] = useState<TabFilter>(emptyTabFilter);
  return (
    <TabFilterBar
      tabLabel="Movements"
      filter={filter}
      onChange={(next) => {
        seen.push(next);
        setFilter(next);
      }}
      statuses={['Moved', 'Planned']}
    />
  );
}

describe("TabFilterBar (the contract dialog's tab filters, spec 3 §2)", function () {
  this.timeout(20_000);
  afterEach(() => cleanup());

  it('filters by a typed date only once it is a date, saying why while it is not, and limits the search to 100 characters', async () => {
    const typist = userEvent.setup();
    const seen: TabFilter[] = [];
    render(
      <WidgetRoot cacheKey="test-tab-filter-bar">
        <Harness seen={seen} />
      </WidgetRoot>,
    );
    const date = (await screen.findByLabelText('Date')) as HTMLInputElement;
    await typist.type(date, '31/02/2026');
    await typist.keyboard('{Escape}');
    expect(await screen.findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
    expect(date.value).to.equal('31/02/2026');
    expect(date.getAttribute('aria-invalid')).to.equal('true');
    expect(seen.every((filter) => filter.date === undefined)).to.equal(true);
    await typist.clear(date);
    await typist.type(date, '14/02/2026');
    await waitFor(() => expect(seen.at(-1)).to.include({ date: '2026-02-14', dateTyped: undefined }));
    expect(screen.queryByText('Enter a valid date, e.g. 13/02/2025')).to.equal(null);
    expect((screen.getByLabelText('Search') as HTMLInputElement).maxLength).to.equal(100);
  });
});
