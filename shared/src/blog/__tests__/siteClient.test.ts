import { resetRuntimeConfig, setRuntimeConfig } from '../../config';
import { getBlogClient } from '../siteClient';

afterEach(() => resetRuntimeConfig());

describe('getBlogClient', () => {
  it('reuses one client while the configuration stays the same and rebuilds it when it changes', () => {
    setRuntimeConfig({ blogApiUrl: 'https://blog.example.com/wp-json' });
    const first = getBlogClient();
    expect(getBlogClient()).toBe(first);
    setRuntimeConfig({ blogApiUrl: 'https://other.example.com/wp-json' });
    expect(getBlogClient()).not.toBe(first);
  });
});
