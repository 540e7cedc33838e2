import { screen } from '@testing-library/react';
import { CardSkeletons, StatusPanel } from '../StatusPanel';
import { renderUi } from './renderUi';

describe('StatusPanel', () => {
  it('shows a neutral state as a status with its heading, text and actions', () => {
    renderUi(
      <StatusPanel title="No jobs match" actions={<a href="/find-jobs">Clear filters</a>}>
        <p>Try a wider radius.</p>
      </StatusPanel>,
    );
    const panel = screen.getByRole('status');
    expect(panel).toHaveTextContent('Try a wider radius.');
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/find-jobs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error as an alert and honours the heading level', () => {
    renderUi(<StatusPanel title="Could not load" tone="error" headingLevel={3} />, { mode: 'dark' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load' })).toBeInTheDocument();
  });
});

describe('CardSkeletons', () => {
  it('renders the requested number of placeholders behind a busy, labelled status', () => {
    const { container } = renderUi(<CardSkeletons count={4} label="Loading jobs" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading jobs');
    expect(container.querySelectorAll('li')).toHaveLength(4);
  });
});
