import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { boundingBox, distanceMiles } from '../../../src/modules/locations/geo.js';
import { cityPath, PlaceDirectory, placeDirectory, slugify } from '../../../src/modules/locations/places.js';

const STATES = { TEXAS: 'TX', 'NEW YORK': 'NY', 'DISTRICT OF COLUMBIA': 'DC' };

function entry(
  zip: string,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
  country = 'US',
) {
  return { zip, city, state, latitude, longitude, country };
}

describe('place directory', () => {
  const directory = new PlaceDirectory(
    [
      entry('78701', 'Austin', 'TX', 30.27, -97.74),
      entry('78702', 'Austin', 'TX', 30.26, -97.71),
      // A far-off ZIP filed under the city must not drag its centre away.
      entry('78799', 'Austin', 'TX', 31.5, -99.0),
      entry('78660', 'Pflugerville', 'TX', 30.44, -97.62),
      entry('78691', 'Pflugerville', 'TX', 30.45, -97.63),
      entry('78711', 'State Board Of Insurance', 'TX', 30.3, -97.75),
      entry('78613', 'Cedar Park', 'TX', 30.5, -97.82),
      entry('78630', 'Cedar Park', 'TX', 30.51, -97.83),
      entry('78000', 'Nowhere Box', 'TX', 0, 0),
      entry('10001', 'New York', 'NY', 40.75, -73.99),
      entry('20001', 'Washington', 'DC', 38.91, -77.02),
      entry('T2P', 'Calgary', 'AB', 51.05, -114.07, 'CA'),
    ],
    STATES,
  );

  test('states by code (any case) or slug; names in title case', () => {
    assert.deepEqual(directory.state('tx'), { code: 'TX', name: 'Texas', slug: 'texas' });
    assert.equal(directory.state('TX'), directory.state('texas'));
    assert.deepEqual(directory.state('district-of-columbia'), {
      code: 'DC',
      name: 'District of Columbia',
      slug: 'district-of-columbia',
    });
    assert.equal(directory.state('AB'), undefined);
    assert.equal(directory.state('tex'), undefined);
  });

  test('cities group their ZIPs and sit at the median of their coordinates', () => {
    const austin = directory.city(directory.state('tx')!, 'austin')!;
    assert.deepEqual(austin.zips, ['78701', '78702', '78799']);
    assert.equal(austin.latitude, 30.27);
    assert.equal(austin.longitude, -97.74);
    assert.equal(cityPath(austin), '/tx/austin');
    assert.equal(cityPath(austin, 'plumbing'), '/tx/austin/plumbing');
    assert.equal(directory.city(directory.state('tx')!, 'nowhere-box'), undefined);
    assert.equal(directory.cityNamed('ny', 'New York')?.slug, 'new-york');
  });

  test('ZIPs: any US code is a real ZIP; only located ones have coordinates; other countries are not US ZIPs', () => {
    assert.equal(directory.isUsZip('78000'), true);
    assert.equal(directory.zip('78000'), undefined);
    assert.equal(directory.isUsZip('T2P'), false);
    assert.deepEqual(directory.zip('20001'), {
      zip: '20001',
      city: 'Washington',
      state: 'DC',
      stateName: 'District of Columbia',
      latitude: 38.91,
      longitude: -77.02,
    });
  });

  test('nearby cities are multi-ZIP places within the distance, nearest first', () => {
    const austin = directory.city(directory.state('tx')!, 'austin')!;
    const nearby = directory.nearbyCities(austin, 5, 50);
    assert.deepEqual(
      nearby.map((n) => n.city.name),
      ['Pflugerville', 'Cedar Park'],
    );
    assert.ok(nearby[0]!.distanceMiles < nearby[1]!.distanceMiles);
    assert.deepEqual(directory.nearbyCities(austin, 1, 50).length, 1);
    assert.deepEqual(directory.nearbyCities(austin, 5, 5), []);
  });

  test('slugs', () => {
    assert.equal(slugify('St. Louis'), 'st-louis');
    assert.equal(slugify('Winston-Salem'), 'winston-salem');
    assert.equal(slugify("Coeur d'Alene"), 'coeur-dalene');
    assert.equal(slugify('Cañon City'), 'canon-city');
    assert.equal(slugify('  New   York '), 'new-york');
  });

  test('the packaged data covers real cities in every state and DC', () => {
    const places = placeDirectory();
    for (const [state, city] of [
      ['ny', 'new-york'],
      ['il', 'chicago'],
      ['dc', 'washington'],
      ['ak', 'anchorage'],
      ['hi', 'honolulu'],
    ] as const) {
      assert.ok(places.city(places.state(state)!, city), `${state}/${city}`);
    }
    assert.ok(places.zip('60601'));
    assert.equal(places.state('pr'), undefined);
  });
});

describe('geometry', () => {
  test('distance between known points', () => {
    // Austin to Dallas is about 182 miles as the crow flies.
    const miles = distanceMiles(
      { latitude: 30.2672, longitude: -97.7431 },
      { latitude: 32.7767, longitude: -96.797 },
    );
    assert.ok(Math.abs(miles - 182) < 3, String(miles));
    assert.equal(distanceMiles({ latitude: 10, longitude: 10 }, { latitude: 10, longitude: 10 }), 0);
  });

  test('the bounding box contains every point within the radius', () => {
    const centre = { latitude: 47.6, longitude: -122.3 };
    const box = boundingBox(centre, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const radians = (bearing * Math.PI) / 180;
      const point = {
        latitude: centre.latitude + (24.9 / 69.09) * Math.cos(radians),
        longitude:
          centre.longitude +
          ((24.9 / 69.09) * Math.sin(radians)) / Math.cos((centre.latitude * Math.PI) / 180),
      };
      assert.ok(distanceMiles(centre, point) <= 25.2);
      assert.ok(point.latitude >= box.minLatitude && point.latitude <= box.maxLatitude);
      assert.ok(point.longitude >= box.minLongitude && point.longitude <= box.maxLongitude);
    }
    const polar = boundingBox({ latitude: 90, longitude: 0 }, 10);
    assert.equal(polar.maxLongitude - polar.minLongitude, 360);
  });
});
