import type { SampleRow } from '@farm/area-my-account';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { demoSamples } from '@farm/area-my-account/mocks';
import { SampleTable } from './sample-table';

describe('SampleTable for another screen (the parcel wizard’s step 2)', () => {
  afterEach(() => cleanup());

  it('draws plain headers and references without sort or onOpen, and opens a row’s detail panel under it', async () => {
    const typist = userEvent.setup();
    const rows = demoSamples().slice(0, 3);
    render(
      <WidgetRoot cacheKey="test-sample-table">
        <SampleTable label="Samples to choose" rows={rows} renderDetail={(row: SampleRow) => <p>Panel of {row.reference}</p>} />
      </WidgetRoot>,
    );
    const table = screen.getByRole('table', { name: 'Samples to choose' });
    expect(within(table).queryAllByRole('checkbox')).to.have.length(0);
    expect(within(table).queryByRole('button', { name: /^Date taken/ })).to.equal(null);
    expect(within(table).getByText('SMP-0001').tagName).to.equal('TD');
    const show = within(table).getByRole('button', { name: 'Show details of SMP-0002' });
    expect(show.getAttribute('aria-expanded')).to.equal('false');
    await typist.click(show);
    expect(within(table).getByText('Panel of SMP-0002')).to.not.equal(null);
    expect(within(table).getByRole('button', { name: 'Hide details of SMP-0002' }).getAttribute('aria-expanded')).to.equal('true');
    expect(within(table).queryByText('Panel of SMP-0001')).to.equal(null);
  });
});
