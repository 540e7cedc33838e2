import { resetRuntimeConfig, setRuntimeConfig } from '../../config';
import { loadBlogClient } from '../siteClient';

afterEach(() => resetRuntimeConfig());

describe('loadBlogClient', () => {
  it('reuses one client while the configuration stays the same and rebuilds it when it changes', async () => {
    setRuntimeConfig({ blogApiUrl: 'https://blog.example.com/wp-json' });
    const first = await loadBlogClient();
    expect(typeof first.getPosts).toBe('function');
    expect(await loadBlogClient()).toBe(first);
    setRuntimeConfig({ blogApiUrl: 'https://other.example.com/wp-json' });
    expect(await loadBlogClient()).not.toBe(first);
  });
});
