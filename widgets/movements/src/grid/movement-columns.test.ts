import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitColumns, MOVEMENT_COLUMNS } from './movement-columns';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);
/** The px the shown columns need at least: the expand control's 36 and each column's minimum. */
const needed = (width: number) => 36 + fitColumns(width).shown.reduce((sum, column) => sum + column.min, 0);

describe('fitColumns: the movements grid never scrolls sideways (spec 3 §1, §2)', () => {
  it('shows every column in the 989 px the grid has at 1280 px beside the side menu', () => {
    assert.deepEqual(ids(fitColumns(989).shown), ids(MOVEMENT_COLUMNS));
    assert.deepEqual(fitColumns(989).folded, []);
  });

  it('on a tablet (1024 px: 733 px) folds the moved-only columns first, which a planned load has no values in', () => {
    assert.deepEqual(ids(fitColumns(733).folded), ['invoices', 'claims', 'weighbridge']);
    assert.ok(fitColumns(733).folded.every((column) => column.movedOnly));
  });

  it('at 768 px (477 px) also folds the booking reference, vehicle and haulier, keeping date, contract, movement, product and quantity', () => {
    assert.deepEqual(ids(fitColumns(477).shown), ['date', 'contract', 'reference', 'product', 'quantity']);
  });

  it('needs no more room than it has at any width from the narrowest tablet up', () => {
    for (let width = 430; width <= 1400; width++) assert.ok(needed(width) <= width, `${width} px needs ${needed(width)}`);
  });

  it('gives the same fit object while the same columns show, and its tracks start with the expand control', () => {
    assert.equal(fitColumns(733), fitColumns(740));
    assert.match(fitColumns(989).tracks, /^36px minmax\(80px, 0\.8fr\) /);
  });
});
