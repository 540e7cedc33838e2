import { SERVICE_CATEGORIES, matchServices } from '../serviceCategories';

const names = (query: string) => matchServices(query).map((service) => service.name);

describe('matchServices', () => {
  it('covers the ten service categories of spec §1, each with a page', () => {
    expect(SERVICE_CATEGORIES.map((service) => service.name)).toEqual([
      'Plumbing',
      'Electrical',
      'HVAC',
      'Cleaning',
      'Handyman',
      'Landscaping',
      'Pest Control',
      'Solar',
      'Roofing',
      'Appliance Repair',
    ]);
    expect(SERVICE_CATEGORIES.find((service) => service.name === 'Pest Control')!.path).toBe(
      '/services/pest-control',
    );
  });

  it('matches names case-insensitively, by word prefix', () => {
    expect(names('plumb')).toEqual(['Plumbing']);
    expect(names('HVAC')).toEqual(['HVAC']);
    expect(names('pest')).toEqual(['Pest Control']);
    expect(names('appliance repair')).toEqual(['Appliance Repair']);
  });

  it('finds a service named inside a longer query, or by a common word for it', () => {
    expect(names('pest control cost')).toEqual(['Pest Control']);
    expect(names('leaking pipes')).toEqual(['Plumbing']);
    expect(names('electrician')).toEqual(['Electrical']);
  });

  it('finds nothing for an unrelated or empty query', () => {
    expect(names('zeppelin')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('!!!')).toEqual([]);
  });
});
