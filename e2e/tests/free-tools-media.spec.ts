// The media free tools in the composed site: the image editor opens a PNG made here, crops it square and
// exports a real PNG (checked by its signature and header), and a 24 MP photo is edited through a 2048 px preview
// and exported at full size; the scheduling assistant plans two jobs for a crew from ZIPs the api places, draws
// the route map (Leaflet loaded on this route only) and exports an .ics; both tools fit a 390 px screen.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real RGB PNG of the given size: a gradient, so a crop changes what is kept. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push((x * 5) % 256, (y * 5) % 256, 120);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 24-megapixel-class PNG made fast: every row the same gradient, so it compresses to well under 1 MB. */
function largePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([x % 256, 90, 160], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's pixel size from its start-of-frame marker (baseline or progressive). */
function jpegSize(file: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < file.length) {
    const marker = file.readUInt16BE(offset);
    const length = file.readUInt16BE(offset + 2);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame marker in the JPEG');
}

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`the download ${download.suggestedFilename()} was not saved`);
  return readFile(path);
}

async function openTool(page: Page, slug: string, heading: string): Promise<void> {
  await page.goto(`/free-tools/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('free tools: image editor', () => {
  test('refuses a file that is not an image', async ({ page }) => {
    await openTool(page, 'image-editor', 'Image Editor');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toContainText('“notes.txt” is not an image.');
  });

  test('opens a 120 × 80 PNG, crops it square and exports a 80 × 80 PNG', async ({ page }) => {
    await openTool(page, 'image-editor', 'Image Editor');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'job-photo.png', mimeType: 'image/png', buffer: pngOf(120, 80) });
    await expect(page.getByText('job-photo.png · 120 × 80')).toBeVisible();
    await expect(page.getByTestId('image-editor-preview')).toBeVisible();

    const crop = page.getByRole('group', { name: 'Crop' });
    await crop.getByLabel('Shape').selectOption({ label: 'Square 1:1' });
    await expect(crop.getByLabel('Width (px)')).toHaveValue('80');
    await expect(crop.getByLabel('Left (px)')).toHaveValue('20');

    await page.getByRole('radio', { name: 'PNG' }).check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export image' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('job-photo-edited.png');
    const file = await downloaded(download);
    expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR follows the signature: length (4), "IHDR" (4), then width and height.
    expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([80, 80]);
    await expect(page.getByText(/Saved job-photo-edited\.png \(80 × 80/)).toBeVisible();
  });
});

test.describe('free tools: image editor with a 24 MP photo', () => {
  test('edits a 2048 px preview and exports the full 6000 × 4000 photo, turned', async ({ page }) => {
    await openTool(page, 'image-editor', 'Image Editor');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: largePng(6000, 4000) });
    await expect(page.getByText('camera.png · 6000 × 4000')).toBeVisible();
    const preview = await page
      .getByTestId('image-editor-preview')
      .evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height]);
    expect(preview).toEqual([2048, 1365]);

    await page.getByRole('button', { name: 'Rotate right' }).click();
    await expect(page.getByRole('group', { name: 'Crop' }).getByLabel('Width (px)')).toHaveValue('4000');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export image' }).click();
    const file = await downloaded(await downloading);
    expect(file.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(jpegSize(file)).toEqual({ width: 4000, height: 6000 });
  });
});

test.describe('free tools: scheduling assistant', () => {
  test('plans two jobs for a crew, draws the route map and exports them in an .ics', async ({ page }) => {
    await openTool(page, 'scheduling-assistant', 'Scheduling Assistant');
    await page.getByLabel('Week starting (Monday)').fill('2026-11-23');

    const crewForm = page.getByRole('form', { name: 'Add a crew' });
    await crewForm.getByLabel('Crew name').fill('E2E crew');
    await crewForm.getByLabel('Starts from ZIP').fill('78701');
    await crewForm.getByRole('button', { name: 'Add crew' }).click();
    await expect(page.getByRole('list', { name: 'Crews' })).toContainText('E2E crew');

    const jobForm = page.getByRole('form', { name: 'Add a job' });
    for (const [title, zip] of [
      ['Faucet swap', '78702'],
      ['Deck stain', '78660'],
    ] as const) {
      await jobForm.getByLabel('Job').fill(title);
      await jobForm.getByLabel('ZIP code').fill(zip);
      await jobForm.getByRole('button', { name: 'Add job' }).click();
      await expect(page.getByRole('list', { name: 'Jobs' })).toContainText(title);
    }

    const monday = page.getByRole('article', { name: 'E2E crew, Mon, Nov 23' });
    await expect(monday.getByRole('listitem')).toHaveCount(2);
    // 78702 is next to the crew's 78701; 78660 (Pflugerville) is further out, so it comes second.
    await expect(monday.getByRole('listitem').first()).toContainText('Faucet swap');
    await expect(page.getByRole('region', { name: 'Routes on Mon, Nov 23' })).toHaveClass(
      /leaflet-container/,
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('schedule-2026-11-23.ics');
    const ics = (await downloaded(download)).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('SUMMARY:Faucet swap\r\n');
    expect(ics).toContain('SUMMARY:Deck stain\r\n');
    // 08:00 on the crew’s clock, written in UTC: the date may shift with the browser’s zone.
    expect(ics).toMatch(/DTSTART:202611\d{2}T\d{6}Z\r\n/);

    // The plan is kept in this browser.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Jobs' })).toContainText('Deck stain');
  });
});

const AUSTIN = { zip: '78701', label: 'Austin, TX', latitude: 30.27, longitude: -97.74 };

/** A stored plan with one crew and one job on Monday 23 November 2026. */
function storedPlan(jobTitle: string): string {
  return JSON.stringify({
    weekStart: '2026-11-23',
    averageSpeedMph: 30,
    crews: [{ id: 'c1', name: 'Phone crew', home: AUSTIN, workdays: [1], dayStart: 480, dayEnd: 1020 }],
    jobs: [
      {
        id: 'j1',
        title: jobTitle,
        place: { ...AUSTIN, zip: '78702', latitude: 30.26, longitude: -97.72 },
        durationMinutes: 90,
        date: null,
        windowStart: 480,
        windowEnd: 1020,
        priority: 'high',
      },
      {
        id: 'j2',
        title: 'Saturday visit',
        place: AUSTIN,
        durationMinutes: 60,
        date: '2026-11-28',
        windowStart: 480,
        windowEnd: 1020,
        priority: 'low',
      },
    ],
  });
}

async function seedPlan(page: Page, jobTitle: string): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('prohive.free-tools.scheduling-plan.v1', stored);
  }, storedPlan(jobTitle));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`free tools: media tools in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    async function expectNoBlockingViolations(page: Page): Promise<void> {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target) }));
      expect(blocking).toEqual([]);
    }

    test('the image editor with a photo, a label and an arrow has no serious or critical axe violations', async ({
      page,
    }) => {
      await openTool(page, 'image-editor', 'Image Editor');
      await page
        .getByLabel('Choose a photo')
        .setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: pngOf(200, 150) });
      await expect(page.getByTestId('image-editor-preview')).toBeVisible();
      await page.getByLabel('Text', { exact: true }).fill('After');
      await page.getByRole('button', { name: 'Add text' }).click();
      await page.getByRole('button', { name: 'Add arrow' }).click();
      await page.getByRole('checkbox', { name: /Show the whole photo/ }).check();
      await expectNoBlockingViolations(page);
    });

    test('the scheduling assistant with a plan has no serious or critical axe violations', async ({
      page,
    }) => {
      await seedPlan(page, 'Porch repair');
      await openTool(page, 'scheduling-assistant', 'Scheduling Assistant');
      await expect(page.getByRole('region', { name: 'Routes on Mon, Nov 23' })).toHaveClass(
        /leaflet-container/,
      );
      await expectNoBlockingViolations(page);
    });
  });
}

test.describe('free tools: media tools at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  async function expectNoSidewaysScroll(page: Page): Promise<void> {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  }

  test('the image editor with a photo open fits the screen', async ({ page }) => {
    await openTool(page, 'image-editor', 'Image Editor');
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'a-rather-long-file-name-for-a-phone.png',
      mimeType: 'image/png',
      buffer: pngOf(640, 480),
    });
    await expect(page.getByTestId('image-editor-preview')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the scheduling assistant with a planned day fits the screen', async ({ page }) => {
    await seedPlan(page, 'Replace the bathroom extractor fan and reseal the shower tray');
    await openTool(page, 'scheduling-assistant', 'Scheduling Assistant');
    await expect(page.getByRole('article', { name: 'Phone crew, Mon, Nov 23' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Routes on Mon, Nov 23' })).toHaveClass(
      /leaflet-container/,
    );
    await expectNoSidewaysScroll(page);
  });
});
