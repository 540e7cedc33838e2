import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cellsCovering, gridCell } from '../../../src/modules/locations/geo-grid.js';

const AUSTIN = { latitude: 30.2711, longitude: -97.7437 };

test('the cells of a 25-mile circle cover it; a huge circle falls back to no cells', () => {
  const cells = cellsCovering(AUSTIN, 25)!;
  assert.ok(cells.length >= 4 && cells.length <= 9, String(cells.length));
  for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
    const radians = (bearing * Math.PI) / 180;
    const miles = 24.9;
    const point = {
      latitude: AUSTIN.latitude + (miles / 69.09) * Math.cos(radians),
      longitude:
        AUSTIN.longitude +
        ((miles / 69.09) * Math.sin(radians)) / Math.cos((AUSTIN.latitude * Math.PI) / 180),
    };
    assert.ok(cells.includes(gridCell(point.latitude, point.longitude)), `bearing ${bearing}`);
  }
  assert.equal(cellsCovering(AUSTIN, 200), null);
});
