import { cleanup, render, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { WidgetRoot } from '../theme/widget-root';
import { TableBox } from './table-box';

describe('TableBox', () => {
  afterEach(() => cleanup());

  const renderTable = (boxWidth: number, tableWidth: number, box: { tabIndex?: number } = {}) =>
    render(
      <WidgetRoot cacheKey="test-table-box">
        <div style={{ width: `${boxWidth}px` }}>
          <TableBox data-testid="box" {...box}>
            <table aria-label="Alert history" style={{ minWidth: `${tableWidth}px` }}>
              <tbody>
                <tr>
                  <td>28/11/2026</td>
                </tr>
              </tbody>
            </table>
          </TableBox>
        </div>
      </WidgetRoot>,
    ).getByTestId('box');

  it('is a named region in the tab order while its table scrolls sideways, so a keyboard can scroll it', async () => {
    const box = renderTable(200, 600);
    await waitFor(() => expect(box.getAttribute('tabindex')).to.equal('0'));
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal('Alert history, scrolls sideways');
  });

  it('stays out of the tab order while its table fits', async () => {
    const box = renderTable(600, 200);
    // The check runs when the box is first measured; it must have run, and found nothing to scroll.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box.hasAttribute('tabindex')).to.equal(false);
    expect(box.hasAttribute('role')).to.equal(false);
  });

  it('follows the width: narrowed until its table scrolls, it becomes reachable', async () => {
    const box = renderTable(600, 400);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box.hasAttribute('tabindex')).to.equal(false);
    box.parentElement!.style.width = '300px';
    await waitFor(() => expect(box.getAttribute('tabindex')).to.equal('0'));
  });

  it("keeps a caller's own focus choice", async () => {
    const box = renderTable(200, 600, { tabIndex: -1 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(box.getAttribute('tabindex')).to.equal('-1');
    expect(box.hasAttribute('role')).to.equal(false);
  });
});
