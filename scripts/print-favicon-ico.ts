// `npx tsx scripts/print-favicon-ico.ts`: draws src/web/assets/favicon.svg at 32×32 in Debian's
// Chromium (CHROMIUM_PATH) and writes src/web/assets/favicon.ico, a PNG inside an ICO (what
// browsers ask for at /favicon.ico). Run again after changing the SVG.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const folder = new URL('../src/web/assets/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', folder), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 32, height: 32 } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="32" height="32" ')}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 32, height: 32 } });
  // ICONDIR (reserved, type 1 = icon, 1 image) then one ICONDIRENTRY (32×32, 32 bits, the PNG's size and offset).
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(32, 6);
  header.writeUInt8(32, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  await writeFile(new URL('favicon.ico', folder), Buffer.concat([header, png]));
  console.log(`wrote favicon.ico (${22 + png.length} bytes)`);
} finally {
  await browser.close();
}
