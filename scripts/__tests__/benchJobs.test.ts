import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allWeightedZips, weightedZips, type ZipEntry } from '../bench-jobs/generate';
import { percentile } from '../bench-jobs/load';

const entry = (zip: string, city: string, state: string, latitude = 30, longitude = -97): ZipEntry => ({
  zip,
  city,
  state,
  latitude,
  longitude,
  country: 'US',
});

describe('bench:jobs generator', () => {
  it('weights each ZIP by its city’s ZIP count and drops unplaceable, military and foreign codes', () => {
    const zips = weightedZips([
      entry('78701', 'AUSTIN', 'TX'),
      entry('78702', 'AUSTIN', 'TX'),
      entry('78703', 'AUSTIN', 'TX'),
      entry('76501', 'TEMPLE', 'TX'),
      entry('09001', 'APO', 'AE'),
      entry('00601', 'ADJUNTAS', 'PR'),
      entry('99999', 'NOWHERE', 'TX', 0, 0),
      { ...entry('12345', 'TORONTO', 'ON'), country: 'CA' },
    ]);
    assert.deepEqual(
      zips.map((zip) => [zip.zip, zip.weight]),
      [
        ['76501', 1],
        ['78701', 3],
        ['78702', 3],
        ['78703', 3],
      ],
    );
  });

  it('the real data has tens of thousands of ZIPs, and big cities outweigh small towns', () => {
    const zips = allWeightedZips();
    assert.ok(zips.length > 40_000);
    const houston = zips.find((zip) => zip.zip === '77002');
    assert.ok(houston && houston.weight > 100, JSON.stringify(houston));
    assert.ok(zips.every((zip) => /^\d{5}$/.test(zip.zip) && zip.weight >= 1));
  });

  it('percentiles are nearest-rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    assert.equal(percentile(sorted, 50), 50);
    assert.equal(percentile(sorted, 95), 95);
    assert.equal(percentile(sorted, 100), 100);
    assert.equal(percentile([7], 95), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});
