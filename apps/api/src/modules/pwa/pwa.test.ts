import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema/index.js';
import { addSchool } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const settings = (logo: string | null, primary: string, background: string) => ({
    spa_footer_1: null,
    spa_footer_2: null,
    spa_footer_3: null,
    spa_header_logo: logo,
    spa_theme: 'default',
    spa_theme_variables: {
      '--color-primary': primary,
      '--color-primary-contrast': '#ffffff',
      '--color-background': background,
    },
    validate_cache: true,
  });
  const named = async (school: Awaited<ReturnType<typeof addSchool>>, name: string) => {
    await t.db.update(projects).set({ name }).where(eq(projects.id, school.project.id));
  };
  // As the demo schools: an SVG wordmark, their own names, colours and languages.
  const mindful = await addSchool(
    t.db,
    'mindful.test',
    {},
    {
      title: 'Mindful School',
      defaultLanguage: 'ru',
      frontendSettings: settings('/v/mindful/logo.svg', '#0f766e', '#f8fafc'),
    },
  );
  await named(mindful, 'Mindful School');
  const facefit = await addSchool(
    t.db,
    'facefit.test',
    {},
    {
      title: 'FaceFit',
      defaultLanguage: 'en',
      frontendSettings: settings('/v/facefit/logo.svg', '#be185d', '#fdf2f8'),
    },
  );
  await named(facefit, 'FaceFit');
  // A raster logo among the brand assets (a JPEG of the demo banners), and a theme of free text.
  const photo = await addSchool(
    t.db,
    'photo.test',
    {},
    { title: 'Photo Academy', frontendSettings: settings('/v/banners/breathe.jpg', 'red', '#fff') },
  );
  await named(photo, 'Photo Academy of Long Names');
});
afterAll(() => t.close());

const manifestOf = async (host: string) => {
  const res = await t.call({ method: 'GET', url: '/class/manifest.webmanifest', host });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return res.json();
};

/** The icon's pixels: its size, and the colour at a point (x, y). */
async function pixels(body: Buffer) {
  const image = sharp(body);
  const { width, height, format } = await image.metadata();
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return `#${[data[i], data[i + 1], data[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
  };
  /** The share of pixels of one colour. */
  const share = (colour: string) => {
    let count = 0;
    for (let y = 0; y < info.height; y += 1)
      for (let x = 0; x < info.width; x += 1) if (at(x, y) === colour) count += 1;
    return count / (info.width * info.height);
  };
  return { width, height, format, at, share };
}

describe('GET <base>manifest.webmanifest (decision 066)', () => {
  it("answers each school's own name, colours and language, opening at the app's base", async () => {
    const mindful = await manifestOf('mindful.test');
    const facefit = await manifestOf('facefit.test:8080');
    expect(mindful).toMatchObject({
      name: 'Mindful School',
      start_url: '/class/',
      scope: '/class/',
      id: '/class/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f8fafc',
      lang: 'ru',
    });
    expect(facefit).toMatchObject({
      name: 'FaceFit',
      theme_color: '#be185d',
      background_color: '#fdf2f8',
      lang: 'en',
    });
    expect(mindful.short_name).toBe('Mindful');
    expect(facefit.short_name).toBe('FaceFit');
  });

  it('takes only hex colours from the theme, and lists 192 and 512 px PNG icons of this look', async () => {
    const photo = await manifestOf('photo.test');
    // "red" is a colour to CSS but free text to us: the default stands in.
    expect(photo.theme_color).toBe('#1f2937');
    expect(photo.background_color).toBe('#fff');
    expect(
      photo.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    const mindful = await manifestOf('mindful.test');
    expect(mindful.icons[0].src).toMatch(/^\/class\/pwa-icons\/192\.png\?v=[0-9a-f]{12}$/);
    // Another look, another address: a cached icon never outlives a new logo or colour.
    expect(mindful.icons[0].src).not.toBe(photo.icons[0].src);
  });

  it('refuses an unknown host with 404 in the error shape, like the configuration', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/class/manifest.webmanifest?lang=en',
      host: 'nobody.test',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'This address does not belong to any school.' });
    const icon = await t.call({ method: 'GET', url: '/class/pwa-icons/192.png', host: 'nobody.test' });
    expect(icon.statusCode).toBe(404);
  });
});

describe('GET <base>pwa-icons/<size>.png (decision 066)', () => {
  it("makes a real PNG of each size; an SVG logo gets the school's initial on its primary colour", async () => {
    const { icons } = await manifestOf('mindful.test');
    for (const size of [192, 512]) {
      const src = icons.find((icon: { sizes: string }) => icon.sizes === `${size}x${size}`).src;
      const res = await t.call({ method: 'GET', url: src, host: 'mindful.test' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await pixels(res.rawPayload);
      expect(icon).toMatchObject({ width: size, height: size, format: 'png' });
      // The primary colour around an initial ("M") drawn in the contrast colour.
      expect(icon.at(2, 2)).toBe('#0f766e');
      expect(icon.share('#ffffff')).toBeGreaterThan(0.05);
    }
    const facefit = await t.call({ method: 'GET', url: '/class/pwa-icons/192.png', host: 'facefit.test' });
    expect((await pixels(facefit.rawPayload)).at(2, 2)).toBe('#be185d');
    // The address without the manifest's version may show a new logo tomorrow.
    expect(facefit.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('puts a raster logo in the middle of the background colour', async () => {
    const res = await t.call({ method: 'GET', url: '/class/pwa-icons/512.png', host: 'photo.test' });
    expect(res.statusCode).toBe(200);
    const icon = await pixels(res.rawPayload);
    expect(icon).toMatchObject({ width: 512, height: 512, format: 'png' });
    expect(icon.at(2, 2)).toBe('#ffffff');
    // The banner photo is wider than tall: the middle is the photo, not the background.
    expect(icon.at(256, 256)).not.toBe('#ffffff');
  });

  it('has no other sizes or names', async () => {
    for (const url of ['/class/pwa-icons/64.png', '/class/pwa-icons/192.jpg', '/class/pwa-icons/x.png']) {
      const res = await t.call({ method: 'GET', url, host: 'mindful.test' });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
