import styled from 'styled-components';

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Text = styled.p`
  margin: 2px 0 0;
  font-size: 0.9em;
  opacity: 0.9;
`;

export interface ToastMessageProps {
  title: string;
  text?: string;
}

/** Body of a toast with a title and a line of text, e.g. `toast(<ToastMessage title="…" text="…" />)`. */
export function ToastMessage({ title, text }: ToastMessageProps) {
  return (
    <div>
      <Title>{title}</Title>
      {text && <Text>{text}</Text>}
    </div>
  );
}
