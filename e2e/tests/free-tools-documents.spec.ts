// The free document tools against the composed site: an invoice filled in the browser (with a logo) previews
// and downloads a real PDF whose text carries the same total; the draft survives a reload; pdf-lib loads only
// when Download PDF is clicked; a signed-in provider saves the invoice to the account; nothing overflows 390 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { register, signInOnAuthPage, tinyPng } from '../support/jobsFlow';
import { pdfText } from '../support/pdfText';

const INVOICE = '/free-tools/invoice-templates';

/** 1.5 × $80 + 3 × $19.99 = $179.97; 10% off = $18.00; 8.875% tax on $161.97 = $14.37; total $176.34. */
async function fillInvoice(page: Page): Promise<void> {
  await page.getByLabel('Business name').fill('Bright Pipes');
  await page.getByLabel('Customer name').fill('Casey Customer');
  await page.getByLabel('Description, line 1').fill('Labour');
  await page.getByLabel('Quantity').first().fill('1.5');
  await page.getByLabel('Unit price ($)').first().fill('80');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Description, line 2').fill('Parts');
  await page.getByLabel('Quantity').nth(1).fill('3');
  await page.getByLabel('Unit price ($)').nth(1).fill('19.99');
  await page.getByLabel('Tax rate (%)').fill('8.875');
  await page.getByLabel('Discount (%)').fill('10');
}

test('an invoice with a logo downloads as a PDF whose text has the preview’s total, and the draft survives a reload', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/free-tools');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(INVOICE);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Templates' })).toBeVisible();
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('article', { name: 'Invoice preview' }).getByRole('img')).toBeVisible();
  await fillInvoice(page);
  await expect(page.getByTestId('document-total')).toHaveText('$176.34');
  // Neither the catalogue nor the tool's own page brought the PDF library with it.
  expect(scripts.filter((url) => url.includes('document-pdf'))).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('invoice-INV-0001.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('INVOICE');
  expect(text).toContain('Casey Customer');
  expect(text).toContain('$179.97');
  expect(text).toContain('$14.37');
  expect(text).toContain('$176.34');
  // The logo went in as an image.
  expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  expect(scripts.some((url) => url.includes('document-pdf'))).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Customer name')).toHaveValue('Casey Customer');
  await expect(page.getByTestId('document-total')).toHaveText('$176.34');
});

test('a signed-in provider saves the invoice to the account and reopens it from the list', async ({
  page,
  request,
}) => {
  const pro = await register(request, 'provider', 'Pat Documents');
  await page.goto('/auth');
  await signInOnAuthPage(page, pro.email, pro.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(INVOICE);
  await expect(page.getByText('No saved invoices yet')).toBeVisible();
  await fillInvoice(page);
  await page.getByRole('button', { name: 'Save to account' }).click();
  await expect(page.getByText('Saved INV-0001 to your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open INV-0001' })).toBeVisible();

  const listed = await request.get('/api/documents?kind=invoice', {
    headers: { Authorization: `Bearer ${pro.token}` },
  });
  expect(listed.status()).toBe(200);
  const list = (await listed.json()) as { data: { number: string; customer_name: string }[] };
  expect(list.data).toEqual([
    expect.objectContaining({ number: 'INV-0001', customer_name: 'Casey Customer' }),
  ]);

  await page.getByRole('button', { name: 'New invoice' }).click();
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('INV-0002');
  await page.getByRole('button', { name: 'Open INV-0001' }).click();
  await expect(page.getByLabel('Customer name')).toHaveValue('Casey Customer');
  await expect(page.getByTestId('document-total')).toHaveText('$176.34');
});

for (const path of [INVOICE, '/free-tools/receipt-generator', '/free-tools/work-order-template']) {
  test(`${path} fits a 390 px screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
