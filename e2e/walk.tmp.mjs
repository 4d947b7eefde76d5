import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const schools = [['mindful','http://localhost:4400','learner@demo.school','expert@demo.school','admin@demo.school'],['facefit','http://127.0.0.1:4400','learner@facefit.school','expert@facefit.school','admin@facefit.school']];
for (const [name, base, learner, expert, admin] of schools) {
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
    const page = await ctx.newPage();
    page.on('pageerror', e => console.log('PAGEERROR', name, width, e.message));
    await page.goto(base + '/class/'); await page.waitForTimeout(2000);
    await page.locator('input:not([type=password]):visible').first().fill(learner);
    await page.fill('input[type=password]', 'demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL(/course/, { timeout: 15000 }).catch(() => console.log('no course url', page.url()));
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-courses.png` });
    for (const p of ['/class/chat', '/class/videoconsultations']) {
      await page.goto(base + p); await page.waitForTimeout(2000);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-${p.split('/').pop()}.png`, fullPage: true });
    }
    await page.goto(base + '/class/chat'); await page.waitForTimeout(1500);
    const link = page.locator('a[href*="/chat/"]').first();
    if (await link.count()) { await link.click(); await page.waitForTimeout(2500); await page.screenshot({ path: `/tmp/shots/${name}-${width}-chatone.png` }); }
    else console.log('no chat link', name, width);
    await ctx.close();
    for (const [who, email] of [['expert', expert], ['admin', admin]]) {
      const c2 = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
      const p2 = await c2.newPage();
      p2.on('pageerror', e => console.log('PAGEERROR staff', name, width, e.message));
      await p2.goto(base + '/staff/');
      await p2.waitForTimeout(1500);
      await p2.locator('input:not([type=password]):visible').first().fill(email);
      await p2.fill('input[type=password]', 'demo1234');
      await p2.keyboard.press('Enter');
      await p2.waitForTimeout(2500);
      await p2.screenshot({ path: `/tmp/shots/${name}-${width}-staff-${who}.png` });
      const chat = p2.locator('a[href*="/desk/"]').first();
      if (await chat.count()) { await chat.click(); await p2.waitForTimeout(2000); await p2.screenshot({ path: `/tmp/shots/${name}-${width}-staff-${who}-chat.png` }); }
      else console.log('no desk chat', name, width, who);
      await c2.close();
    }
  }
}
await browser.close();
