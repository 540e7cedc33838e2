import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@prohive/shared';
import { Button, SearchIcon } from '@prohive/ui';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 640px;

  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-direction: column;
  }
`;

const Field = styled.div`
  position: relative;
  flex: 1;

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space(4)};
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  input {
    width: 100%;
    height: 48px;
    padding: 0 ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(11)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SEARCH_PATH = '/search';

/** The site search box: submitting goes to /search?q={term} (spec §2), or to the bare page when blank. */
export function SiteSearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  // Back/forward between searches changes the query under the form; keep the box in step.
  useEffect(() => setTerm(initial), [initial]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    navigate(query ? `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}` : SEARCH_PATH);
  };

  return (
    <Form role="search" onSubmit={submit} aria-label="Site search">
      <Field>
        <SearchIcon />
        <input
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Search articles and services"
          aria-label="Search articles and services"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
        />
      </Field>
      <Button type="submit">Search</Button>
    </Form>
  );
}
