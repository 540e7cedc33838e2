import { Container } from '../../components/layout';
import { Band, SectionHeading } from './HomeSections';
import { TestimonialCarousel } from './TestimonialCarousel';
import { TESTIMONIALS } from './testimonials';

/** Loaded when it nears the viewport (see pages/HomePage). */
export default function TestimonialsBand() {
  return (
    <Band $muted aria-labelledby="home-testimonials-heading">
      <Container>
        <SectionHeading>
          <h2 id="home-testimonials-heading">What our customers say</h2>
          <p>Real jobs, real savings: customers who compared offers on Prohive.</p>
        </SectionHeading>
        <TestimonialCarousel testimonials={TESTIMONIALS} />
      </Container>
    </Band>
  );
}
