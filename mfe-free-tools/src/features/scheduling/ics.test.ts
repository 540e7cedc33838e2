import { escapeText, foldLine, formatUtc, writeIcs } from './ics';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

describe('escapeText', () => {
  it('escapes "Fix sink; check pipes, then \\ bill" and line breaks per RFC 5545 §3.3.11', () => {
    expect(escapeText('Fix sink; check pipes, then \\ bill\r\nnext line\nthird')).toBe(
      'Fix sink\\; check pipes\\, then \\\\ bill\\nnext line\\nthird',
    );
  });
});

describe('foldLine', () => {
  it('leaves a 75-octet line alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a 160-octet line into 75 + (1 + 74) + (1 + 11) octets, CRLF and one space between', () => {
    const folded = foldLine('a'.repeat(160));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 12]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    // Unfolding (RFC 5545: remove CRLF followed by one whitespace) gives the original back.
    expect(folded.replace(/\r\n /g, '')).toBe('a'.repeat(160));
  });

  it('never splits a multi-byte character: 40 × "é" (80 octets) folds before the 38th', () => {
    const folded = foldLine('é'.repeat(40));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([74, 7]);
    expect(folded.replace(/\r\n /g, '')).toBe('é'.repeat(40));
  });

  it('keeps an emoji (4 octets, a surrogate pair in JS) whole', () => {
    const folded = foldLine(`${'a'.repeat(73)}🔧b`);
    expect(folded).toBe(`${'a'.repeat(73)}\r\n 🔧b`);
  });
});

describe('writeIcs', () => {
  const ics = writeIcs(
    [
      {
        uid: 'job-1-2026-11-23@scheduling-assistant.prohive',
        start: new Date('2026-11-23T14:30:00Z'),
        end: new Date('2026-11-23T16:00:00Z'),
        summary: 'Replace kitchen faucet, check leaks; bring parts',
        location: 'Austin, TX 78701',
        geo: { latitude: 30.2711, longitude: -97.7437 },
        description: `Crew: North team\n${'A very long note '.repeat(8)}`,
      },
    ],
    { now: new Date('2026-11-20T08:00:05.123Z'), name: 'Week of Nov 23' },
  );

  it('writes CRLF line ends only, ending in CRLF, with no line over 75 octets', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes one VEVENT with UID, DTSTAMP and UTC DTSTART/DTEND, and escaped text', () => {
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Prohive//Scheduling Assistant//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Week of Nov 23',
    ]);
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:job-1-2026-11-23@scheduling-assistant.prohive',
        'DTSTAMP:20261120T080005Z',
        'DTSTART:20261123T143000Z',
        'DTEND:20261123T160000Z',
        'SUMMARY:Replace kitchen faucet\\, check leaks\\; bring parts',
        'LOCATION:Austin\\, TX 78701',
        'GEO:30.271100;-97.743700',
        `DESCRIPTION:Crew: North team\\n${'A very long note '.repeat(8)}`,
        'END:VEVENT',
      ]),
    );
  });

  it('formats instants as basic UTC date-time', () => {
    expect(formatUtc(new Date('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z');
  });
});
