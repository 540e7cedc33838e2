import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, initialLocationState, useLocation } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { SearchForm } from '../SearchForm';

function Results() {
  const { pathname, search } = useLocation();
  return <p data-testid="results">{`${pathname}${search}`}</p>;
}

function renderForm(variant: 'full' | 'zipcode', location = { ...initialLocationState, loading: false }) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<SearchForm variant={variant} />} />
      <Route path="/professionals" element={<Results />} />
    </Routes>,
    { preloadedState: { location } },
  );
}

describe('<SearchForm>', () => {
  it('enables Search only when both service and zip are filled, then goes to /professionals', () => {
    renderForm('full');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Service' }), { target: { value: 'Plumbing' } });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '10001' } });
    expect(search).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Service' }), { target: { value: '  ' } });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Service' }), { target: { value: 'Leaky tap' } });
    fireEvent.click(search);
    const url = new URL(screen.getByTestId('results').textContent!, 'http://x');
    expect(url.pathname).toBe('/professionals');
    expect(url.searchParams.get('search')).toBe('Leaky tap');
    expect(url.searchParams.get('zip')).toBe('10001');
  });

  it('zipcode variant: zip only', () => {
    renderForm('zipcode');
    expect(screen.queryByRole('textbox', { name: 'Service' })).not.toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '94107' } });
    expect(search).toBeEnabled();
  });

  it('prefills the detected zip, and reads "Detecting location..." while detecting', () => {
    const { unmount } = renderForm('zipcode', { ...initialLocationState, loading: true });
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute(
      'placeholder',
      'Detecting location...',
    );
    unmount();
    renderForm('zipcode', { ...initialLocationState, loading: false, zipCode: '60601' });
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('60601');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('is a search landmark', () => {
    renderForm('full');
    expect(screen.getByRole('search', { name: 'Find a service professional' })).toBeInTheDocument();
  });

  it('starts from the given term and zip, which win over the detected zip', () => {
    renderWithProviders(<SearchForm initialService="Roof repair" initialZip="78701" />, {
      preloadedState: { location: { ...initialLocationState, loading: false, zipCode: '60601' } },
    });
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('Roof repair');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');
  });
});
