import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maintenanceMessage, upcomingMaintenanceMessage } from './maintenance-message';

// Local times, so the expectations hold in any time zone the tests run in.
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

describe('maintenance messages', () => {
  it('reads as the error catalogue says, with the end time as h:mm A and the date as DD/MM/YYYY', () => {
    assert.equal(maintenanceMessage('MyFarm', local(2026, 3, 7, 17, 30)), 'MyFarm is undergoing maintenance. We will be back online by 5:30 PM on 07/03/2026');
    assert.equal(
      maintenanceMessage('Crop Marketing', local(2026, 12, 1, 8, 5)),
      'Crop Marketing is undergoing maintenance. We will be back online by 8:05 AM on 01/12/2026',
    );
  });

  it('names both ends of an upcoming downtime', () => {
    assert.equal(
      upcomingMaintenanceMessage('MyFarm', local(2026, 3, 14, 18, 0), local(2026, 3, 14, 22, 0)),
      'Planned maintenance: MyFarm will be unavailable from 6:00 PM on 14/03/2026 until 10:00 PM on 14/03/2026.',
    );
  });
});
