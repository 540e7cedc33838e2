import { SERVICE_SLUGS, serviceFor, serviceInSentence, serviceName, withArticle } from '../serviceCategories';

describe('service categories', () => {
  it('are the nine service pages of spec §2', () => {
    expect(SERVICE_SLUGS.sort()).toEqual(
      [
        'appliance-repair',
        'cleaning',
        'electrical',
        'handyman',
        'hvac',
        'landscaping',
        'pest-control',
        'plumbing',
        'roofing',
      ].sort(),
    );
  });

  it('find a service by slug, ignoring case, and nothing else', () => {
    expect(serviceFor('Pest-Control')?.title).toBe('Pest Control');
    expect(serviceName('hvac')).toBe('HVAC');
    expect(serviceFor('solar')).toBeUndefined();
    expect(serviceFor('__proto__')).toBeUndefined();
    expect(serviceFor(undefined)).toBeUndefined();
  });

  it('read naturally inside a sentence', () => {
    expect(serviceInSentence('HVAC')).toBe('HVAC');
    expect(serviceInSentence('Appliance Repair')).toBe('appliance repair');
    expect(withArticle('HVAC')).toBe('an HVAC');
    expect(withArticle('appliance repair')).toBe('an appliance repair');
    expect(withArticle('plumbing')).toBe('a plumbing');
  });
});
