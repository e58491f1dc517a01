// Draws the web app's PNG icons from src/web/public/favicon.svg with the system Chromium
// (playwright-core, already a dev dependency): no network, no image library. Run it after changing
// the favicon and commit the PNGs: `node scripts/make-app-icons.mjs` (CHROMIUM_PATH overrides).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'src/web/public');
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// Full-bleed: the rounded corners removed, for platforms that cut their own shape (maskable icons,
// the iOS home screen, which fills transparent corners with black). The flame sits well inside the
// maskable safe zone (the centre 80% circle).
const squareSvg = svg.replace(/ rx="[^"]*"/, '');

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg },
  { file: 'icons/icon-512.png', size: 512, svg },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: squareSvg },
  { file: 'icons/apple-touch-icon-180.png', size: 180, svg: squareSvg },
  { file: 'icons/favicon-32.png', size: 32, svg },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const file = path.join(publicDir, icon.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, omitBackground: true });
    console.log(`${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
