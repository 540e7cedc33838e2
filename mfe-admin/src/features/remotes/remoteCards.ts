import styled from 'styled-components';
import { Panel } from '../../components/ui';

/** One card per remote, as many per row as fit: the browser's own view and the reported loads share it. */
export const RemoteGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(5)};

  > ${Panel} {
    margin: 0;
  }
`;

/** A card's label/value pairs; long values (manifest URLs) wrap anywhere rather than widen the card. */
export const RemoteFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
