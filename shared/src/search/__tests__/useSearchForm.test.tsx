import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { detectLocation } from '../../location/locationSlice';
import { createStubLocationServices } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { createTestStore } from '../../testing/testStore';
import { useSearchForm, type SearchFormState, type UseSearchFormOptions } from '../useSearchForm';

let form: SearchFormState;
function Probe(props: UseSearchFormOptions) {
  form = useSearchForm(props);
  return null;
}
function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="url">{`${location.pathname}${location.search}`}</output>;
}
const ui = (props: UseSearchFormOptions = {}) => (
  <Routes>
    <Route path="/" element={<Probe {...props} />} />
    <Route path="/professionals" element={<CurrentUrl />} />
  </Routes>
);

type IpAnswer = { latitude: number; longitude: number; postal: string };

/** A store whose location detection is in flight until `finish()` answers the IP lookup. */
function storeDetecting(postal: string) {
  let resolve!: (value: IpAnswer) => void;
  const answer = new Promise<IpAnswer>((r) => (resolve = r));
  const store = createTestStore({
    services: { location: createStubLocationServices({ ipLookup: () => answer }) },
  });
  const detection = store.dispatch(detectLocation());
  const finish = () =>
    act(async () => {
      resolve({ latitude: 1, longitude: 2, postal });
      await detection;
    });
  return { store, finish };
}

describe('useSearchForm', () => {
  it('shows the detecting placeholder, then prefills the detected zip', async () => {
    const { store, finish } = storeDetecting('10001');
    renderWithProviders(ui(), { store });
    expect(form.placeholder).toBe('Detecting location...');
    expect(form.zip).toBe('');
    await finish();
    expect(form.placeholder).not.toBe('Detecting location...');
    expect(form.zip).toBe('10001');
  });

  it('never overwrites what the user typed', async () => {
    const { store, finish } = storeDetecting('10001');
    renderWithProviders(ui(), { store });
    act(() => form.setZip('94103'));
    await finish();
    expect(form.zip).toBe('94103');
  });

  it('enables submit only when service and zip are filled, and navigates with both', async () => {
    const { store, finish } = storeDetecting('10001');
    renderWithProviders(ui(), { store });
    await finish();
    expect(form.canSubmit).toBe(false);
    act(() => form.setService('  house cleaning '));
    expect(form.canSubmit).toBe(true);
    act(() => form.submit());
    expect(screen.getByLabelText('url')).toHaveTextContent(
      '/professionals?search=house%20cleaning&zip=10001',
    );
  });

  it('submit does nothing while the form is incomplete', () => {
    renderWithProviders(ui());
    act(() => form.setService('roofing'));
    act(() => form.submit());
    expect(screen.queryByLabelText('url')).toBeNull();
  });

  it('the zip variant needs only the zip and ignores any service text', () => {
    renderWithProviders(ui({ variant: 'zip', initialService: 'ignored' }));
    expect(form.canSubmit).toBe(false);
    act(() => form.setZip('60601'));
    expect(form.canSubmit).toBe(true);
    act(() => form.submit());
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\/professionals\?zip=60601$/);
  });
});
