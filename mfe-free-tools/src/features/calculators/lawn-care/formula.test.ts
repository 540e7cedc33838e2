import { acresToSquareFeet, calculateLawnCare, type LawnInputs } from './formula';

const yard: LawnInputs = {
  squareFeet: 5_000,
  services: { mowing: true, trimming: true, fertilizing: true, aeration: true },
  mowingRateCents: 800,
  trimmingRateCents: 200,
  fertilizingRateCents: 500,
  fertilizingApplications: 4,
  aerationRateCents: 1_200,
  frequency: 'weekly',
  seasonWeeks: 30,
  visitMinimumCents: 3_500,
};

describe('acresToSquareFeet', () => {
  it('¼ acre = 0.25 × 43,560 = 10,890 sq ft; 1.5 acres = 65,340 sq ft', () => {
    expect(acresToSquareFeet(25)).toBe(10_890);
    expect(acresToSquareFeet(150)).toBe(65_340);
  });
});

describe('calculateLawnCare', () => {
  it('5,000 sq ft weekly for 30 weeks: mow $8 + trim $2 per 1,000 = $50 a visit × 30 = $1,500', () => {
    const result = calculateLawnCare(yard);
    expect(result.visits).toBe(30);
    expect(result.perVisitCents).toBe(5_000);
    expect(result.visitsTotalCents).toBe(150_000);
  });

  it('+ 4 fertilizings × $25 = $100 + aeration $60 → $1,660 a season, over 7 months (30 × 12 ÷ 52 = 6.9) = $237.14', () => {
    const result = calculateLawnCare(yard);
    expect(result.fertilizingCents).toBe(10_000);
    expect(result.aerationCents).toBe(6_000);
    expect(result.seasonTotalCents).toBe(166_000);
    expect(result.months).toBe(7);
    expect(result.perMonthCents).toBe(23_714);
  });

  it('every two weeks over 31 weeks is 16 visits (rounded up)', () => {
    expect(calculateLawnCare({ ...yard, frequency: 'biweekly', seasonWeeks: 31 }).visits).toBe(16);
  });

  it('a 2,000 sq ft yard mowed only: $8 × 2 = $16, below the $35 minimum → $35 a visit', () => {
    const result = calculateLawnCare({
      ...yard,
      squareFeet: 2_000,
      services: { mowing: true, trimming: false, fertilizing: false, aeration: false },
    });
    expect(result.perVisitCents).toBe(3_500);
    expect(result.visitMinimumApplied).toBe(true);
    expect(result.seasonTotalCents).toBe(105_000);
  });

  it('fertilizing only: no visits and no visit minimum; 3 × $25 = $75', () => {
    const result = calculateLawnCare({
      ...yard,
      fertilizingApplications: 3,
      services: { mowing: false, trimming: false, fertilizing: true, aeration: false },
    });
    expect(result.visits).toBe(0);
    expect(result.perVisitCents).toBe(0);
    expect(result.seasonTotalCents).toBe(7_500);
  });
});
