import styled from 'styled-components';
import { ContentPage } from '../features/content/ContentPage';
import { sectionId } from '../features/content/ContentBlocks';
import { Accordion } from '../features/faq/Accordion';
import { faqJsonLd, faqPage } from '../features/faq/faqPage';
import { FAQ_GROUPS } from '../features/faq/faqs';

const Group = styled.section`
  max-width: 820px;

  & + & {
    margin-top: ${({ theme }) => theme.space(12)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** /faq: the questions in groups, each an accessible accordion; FAQPage structured data for search. */
export default function FaqPage() {
  return (
    <ContentPage page={faqPage} jsonLd={[faqJsonLd()]}>
      {FAQ_GROUPS.map((group) => (
        <Group key={group.heading} aria-labelledby={sectionId(group.heading)}>
          <h2 id={sectionId(group.heading)}>{group.heading}</h2>
          <Accordion items={group.items} />
        </Group>
      ))}
    </ContentPage>
  );
}
